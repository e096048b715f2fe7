from tests.ui.conftest import app, fingers  # noqa: F401  (the headless app and its fingers)
