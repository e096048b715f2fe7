// The phone page: joins one seat over the websocket, shows that seat's view and sends its answers.
//
// Why it is written this way:
// - The seat's token travels in the address's fragment (never sent to the server, never in a Referer); it is
//   kept in sessionStorage, taken out of the address bar at once and sent only as the first websocket frame.
// - Every word comes from the server: before the first view, the page's own words as the server wrote them
//   into it (in the browser's language, else the table's, and in every language in <html data-texts>, so a
//   phone that chose its own reads them in that one); after it, the view's `texts`. The English here is only
//   for a page served without them.
// - Server text is inserted with textContent only; nothing is evaluated; no request leaves this address.
// - An answer carries the moment of the view it answers and a fresh id; until its result arrives (or the
//   connection drops) every button of the decisions is disabled, so one tap cannot be sent twice.
"use strict";

(function () {
  const TOKEN_KEY = "companion.token";
  const THEME_KEY = "companion.theme";
  const LANGUAGE_KEY = "companion.language";
  const DRAFTS_KEY = "companion.drafts";
  const LANGUAGES = ["en", "it", "fr"];
  const MAX_BACKOFF_MS = 8000;
  const RESULT_WAIT_MS = 15000; // the longest an answer keeps the buttons waiting for its result
  const MONO_LARGEST = 18; // px: the console's lines when they fit at that size
  const MONO_SMALLEST = 13; // px: the least they shrink to
  const MONO_TIGHTEST = 11; // px: the least a table shrinks to, to be shown whole (a board's twelve columns at 320 px)
  const HANG_MOST = 4; // lines a folded row's rest may take under a column further right before one further left
  const MONO_ROOM_LEAST = 8; // letters across a list below which its rows are not folded between words
  const SQUARE_LETTERS = 4; // the most letters a board's square is named with ("12I"); longer is no square
  const HANG_LEAST = 12; // letters a row's column must have room for, for the row to go on under it
  const NAME_SMALLEST = 17;
  const DETAIL_PART_MOST = 24; // letters: a part of a final figure's detail this short is never broken // px: the least a basket line's name shrinks to beside its − n +
  const MONO_ADVANCE = 0.61; // a monospaced letter's width, in font sizes (DejaVu Sans Mono 0.602, Menlo 0.602)
  const FALLBACK = {
    title: "Table Companion",
    connecting: "Connecting\u2026",
    lost: "Connection lost — reconnecting…",
    connected: "Connected",
    code_prompt: "Type the code shown on the table's screen for your seat",
    join: "Join",
    confirm: "Confirm",
    cancel: "Cancel",
    language: "Language",
    theme: "Light or dark",
  };

  const state = {
    token: null, // the seat's token or typed code
    socket: null,
    joined: false, // a welcome came on the current socket
    stopped: false, // refused or ended: no reconnect
    view: null, // the last view shown
    pending: null, // {id, timer, side, key} of the answer awaiting its result (key: the option picked)
    refusal: null, // {reason, moment}: shown until a view of another moment
    drafts: storedDrafts(), // values being set on amount, basket and dice decisions, by decision (see draftKey)
    drawn: new Set(), // the drafts' keys of the decisions drawn now
    redrawing: false, // the decisions are being drawn again (a field blurred then is not left by the player)
    texts: {}, // the code box's words from the last "refused" or "ended", for a page with no view
    said: null, // the language the current socket's hello asked for
    backoff: 500,
    timer: null,
  };

  // ---- theme: follows the system, or the one-tap choice kept on this phone --------------------------
  function storedTheme() {
    try {
      const theme = localStorage.getItem(THEME_KEY);
      return theme === "light" || theme === "dark" ? theme : null;
    } catch (error) {
      return null;
    }
  }

  function systemTheme() {
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }

  // The stylesheet has one dark theme, under html[data-theme=dark]: the system's choice is set here too, so
  // the dark colours are written once.
  function applyTheme() {
    document.documentElement.setAttribute("data-theme", storedTheme() || systemTheme());
  }

  function toggleTheme() {
    const theme = document.documentElement.getAttribute("data-theme") === "dark" ? "light" : "dark";
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch (error) {
      // a private window may refuse storage: the switch still holds for this page
    }
    document.documentElement.setAttribute("data-theme", theme);
  }

  // Before the body is drawn (this script is read in the head), so the page never flashes the other theme.
  applyTheme();
  const darkQuery = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  if (darkQuery && darkQuery.addEventListener) darkQuery.addEventListener("change", applyTheme);

  // ---- small helpers ------------------------------------------------------------------------------
  const $ = (id) => document.getElementById(id);

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function button(className, text, onTap) {
    const node = el("button", className, text);
    node.type = "button";
    node.addEventListener("click", onTap);
    return node;
  }

  function text(key) {
    const texts = state.view && state.view.texts;
    if (texts && typeof texts[key] === "string" && texts[key]) return texts[key];
    if (typeof state.texts[key] === "string" && state.texts[key]) return state.texts[key];
    const served = pageWords();
    if (typeof served[key] === "string" && served[key]) return served[key];
    return FALLBACK[key] || "";
  }

  // The page's own words as the server wrote them into it, in the language this phone chose, else the one the
  // page was served in (the browser's, else the table's).
  function pageWords() {
    let every = {};
    try {
      every = JSON.parse(document.documentElement.dataset.texts || "{}") || {};
    } catch (error) {
      every = {};
    }
    const words = every[storedLanguage() || document.documentElement.lang];
    return words && typeof words === "object" ? words : {};
  }

  // The words in the page itself (marked data-text, data-label), said again in the phone's language.
  function showWords() {
    for (const node of document.querySelectorAll("[data-text]")) node.textContent = text(node.dataset.text);
    for (const node of document.querySelectorAll("[data-label]")) {
      node.setAttribute("aria-label", text(node.dataset.label));
    }
  }

  function freshId() {
    // crypto.randomUUID needs a secure context, which a page on the local network is not
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function clamp(value, low, high) {
    return Math.min(high, Math.max(low, value));
  }

  function integer(value, fallback) {
    return Number.isInteger(value) ? value : fallback;
  }

  // The short code as typed: letters and digits only, capitals, grouped by four (the server folds I, L, O).
  function groupCode(raw) {
    const plain = raw.toUpperCase().replace(/[^0-9A-Z]/g, "").slice(0, 16);
    return plain.replace(/(.{4})(?=.)/g, "$1-");
  }

  // ---- language --------------------------------------------------------------------------------------
  function storedLanguage() {
    try {
      const language = localStorage.getItem(LANGUAGE_KEY);
      return LANGUAGES.includes(language) ? language : null;
    } catch (error) {
      return null;
    }
  }

  function chooseLanguage(language) {
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch (error) {
      // kept for this page only
    }
    document.documentElement.lang = language;
    markLanguage();
    state.texts = {}; // a refused code's box words were in the language before
    if (!state.view) showWords(); // until the view in it comes, the page's own words in it
    showStatus();
    send({ language: language });
  }

  // The language chosen on this phone is marked; until one is, the server speaks the browser's, else the table's
  // (none marked).
  function markLanguage() {
    const current = storedLanguage();
    for (const node of document.querySelectorAll("[data-language]")) {
      node.setAttribute("aria-pressed", node.dataset.language === current ? "true" : "false");
    }
  }

  // ---- the connection --------------------------------------------------------------------------------
  function socketUrl() {
    return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  }

  function send(frame) {
    const socket = state.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || !state.joined) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function connect() {
    clearTimeout(state.timer);
    state.timer = null;
    if (state.stopped || !state.token) return;
    if (state.socket && state.socket.readyState <= WebSocket.OPEN) return;
    let socket;
    try {
      socket = new WebSocket(socketUrl());
    } catch (error) {
      retry();
      return;
    }
    state.socket = socket;
    state.joined = false;
    socket.addEventListener("open", () => {
      state.said = storedLanguage();
      socket.send(JSON.stringify({ hello: state.token, language: state.said }));
    });
    socket.addEventListener("message", (event) => {
      if (socket === state.socket) receive(event.data);
    });
    socket.addEventListener("close", () => {
      if (socket !== state.socket) return;
      state.socket = null;
      state.joined = false;
      settle();
      if (!state.stopped) {
        showStatus();
        render();
        retry();
      }
    });
  }

  function retry() {
    if (state.stopped || state.timer) return;
    const wait = state.backoff * (0.75 + Math.random() / 2);
    state.backoff = Math.min(MAX_BACKOFF_MS, state.backoff * 2);
    state.timer = setTimeout(connect, wait);
  }

  function reconnectNow() {
    // a phone woken from sleep or back on the network need not wait out the backoff
    if (!state.stopped && state.token && !state.socket) {
      state.backoff = 500;
      connect();
    }
  }

  function receive(data) {
    let frame;
    try {
      frame = JSON.parse(data);
    } catch (error) {
      return;
    }
    if (!frame || typeof frame !== "object") return;
    if (frame.type === "welcome") {
      state.joined = true;
      state.backoff = 500;
      showStatus();
      // a language chosen while the hello was on its way (before the welcome nothing can be sent)
      const chosen = storedLanguage();
      if (chosen && chosen !== state.said) send({ language: chosen });
    } else if (frame.type === "view" && frame.view && typeof frame.view === "object") {
      showView(frame.view);
    } else if (frame.type === "result") {
      if (state.pending && frame.id === state.pending.id) {
        settle();
        if (frame.ok === false && state.view) {
          state.refusal = { reason: String(frame.reason || ""), moment: state.view.moment };
        }
        render();
        if (frame.ok === false) showRefusal();
      }
    } else if (frame.type === "refused" || frame.type === "ended") {
      // a bad or re-issued code, or the game over: nothing of the seat stays on this phone, and the code box is
      // there for the next code (a phone that cannot scan types it), in the words the server sent
      if (frame.texts && typeof frame.texts === "object") state.texts = frame.texts;
      stop(frame.reason);
      forgetToken();
      state.view = null;
      state.drafts = {};
      render();
      showJoin();
    }
  }

  // The pending answer is settled (its result came, its connection went, or it waited too long): the buttons
  // are free again. An answer that lands late is still safe: the next one carries a moment the table has left.
  function settle() {
    if (state.pending) clearTimeout(state.pending.timer);
    state.pending = null;
  }

  function stop(reason) {
    state.stopped = true;
    settle();
    clearTimeout(state.timer);
    state.timer = null;
    const socket = state.socket;
    state.socket = null;
    state.joined = false;
    if (socket) socket.close();
    const notice = $("notice");
    notice.textContent = String(reason || "");
    notice.hidden = !reason;
    showStatus();
  }

  // ---- the token -------------------------------------------------------------------------------------
  function takeToken() {
    let fragment = location.hash.replace(/^#/, "");
    try {
      fragment = decodeURIComponent(fragment).trim();
    } catch (error) {
      fragment = fragment.trim(); // a malformed escape: sent as it is, for the server to refuse
    }
    if (fragment) {
      try {
        sessionStorage.setItem(TOKEN_KEY, fragment);
      } catch (error) {
        // kept in memory for this page
      }
      history.replaceState(null, "", location.pathname + location.search);
      return fragment;
    }
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch (error) {
      return null;
    }
  }

  // The drafts outlive the page in this tab: a phone drops a tab left in the background (the player looked at
  // another app) and loads it again when it comes back, and a reload did the same; both lost a half-set basket.
  // Kept in sessionStorage beside the token, so they stay with this tab and go with it.
  function storedDrafts() {
    try {
      const kept = JSON.parse(sessionStorage.getItem(DRAFTS_KEY) || "{}");
      return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
    } catch (error) {
      return {};
    }
  }

  function keepDrafts() {
    try {
      sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(state.drafts));
    } catch (error) {
      // kept in memory for this page
    }
  }

  function forgetToken() {
    state.token = null;
    try {
      sessionStorage.removeItem(TOKEN_KEY);
    } catch (error) {
      // nothing kept
    }
  }

  // Another seat's link opened in this same tab changes only the fragment (no new page): that seat it is now,
  // and nothing of the one before stays on screen.
  function switchSeat() {
    const token = takeToken();
    if (!token || token === state.token) return;
    const socket = state.socket;
    state.socket = null;
    state.joined = false;
    if (socket) socket.close();
    settle();
    clearTimeout(state.timer);
    state.timer = null;
    Object.assign(state, { token: token, stopped: false, view: null, refusal: null, drafts: {}, backoff: 500 });
    $("notice").hidden = true;
    render();
    connect();
  }

  function showJoin() {
    $("play").hidden = true;
    $("join").hidden = false;
    $("code-prompt").textContent = text("code_prompt");
    $("join-button").textContent = text("join");
    showStatus();
  }

  function join(event) {
    event.preventDefault();
    const code = groupCode($("code").value);
    if (code.replace(/-/g, "").length < 16) {
      $("code").focus();
      return;
    }
    state.token = code;
    try {
      sessionStorage.setItem(TOKEN_KEY, code);
    } catch (error) {
      // kept in memory for this page
    }
    state.stopped = false;
    state.backoff = 500;
    $("notice").hidden = true;
    $("join").hidden = true;
    showStatus();
    connect();
  }

  // ---- what the page shows --------------------------------------------------------------------------
  function showStatus() {
    const status = $("status");
    let word;
    let kind;
    if (state.stopped) {
      word = "";
      kind = "stopped";
    } else if (!state.token) {
      word = "";
      kind = "idle";
    } else if (state.joined) {
      word = text("connected");
      kind = "connected";
    } else if (state.view) {
      word = text("lost");
      kind = "lost";
    } else {
      word = text("connecting");
      kind = "connecting";
    }
    status.textContent = word;
    status.dataset.state = kind;
    document.body.dataset.connection = kind;
  }

  function showView(view) {
    state.view = view;
    if (state.refusal && state.refusal.moment !== view.moment) state.refusal = null;
    render();
  }

  function seatColour(colour) {
    return typeof colour === "string" && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : null;
  }

  // White or black text on the seat's colour, whichever reads better (WCAG relative luminance).
  function inkOn(colour) {
    const channels = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
    const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)));
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return luminance > 0.179 ? "#000000" : "#ffffff";
  }

  // The lines of a view's list that are shown: its strings, but the empty ones.
  function shownLines(lines) {
    return Array.isArray(lines) ? lines.filter((line) => typeof line === "string" && line) : [];
  }

  function fillLines(section, list, lines, columns) {
    list.replaceChildren();
    const shown = shownLines(lines);
    for (const line of shown) list.append(el("li", null, line));
    section.hidden = shown.length === 0;
    if (columns && shown.length) fitColumns(list, shown);
  }

  // The game over, its final standing under the headline: a line per player, best first, with their place (a
  // star on a winner's), their name and what made their figure under it, the figure on the right. The seat's own
  // line is marked, so a player finds themselves at a glance; every word is the server's, in the phone's language.
  function fillStanding(rows) {
    const list = $("standing-lines");
    list.replaceChildren();
    for (const row of Array.isArray(rows) ? rows : []) {
      if (!row || typeof row !== "object") continue;
      const classes = ["place-row"];
      if (row.won) classes.push("won");
      if (row.mine) classes.push("mine");
      if (row.out) classes.push("out");
      const item = el("li", classes.join(" "));
      if (row.mine) item.setAttribute("aria-current", "true");
      item.append(el("span", "place", (row.won ? "\u2605 " : "") + String(row.place) + "."));
      const who = el("span", "who");
      who.append(el("span", "name", row.name));
      // what made the figure breaks between its parts (" · "), never inside a short one: "bonus finali $19.500 ·
      // vendite" over "$11.900" read as a sale of nothing and a sum of no kind
      if (typeof row.detail === "string" && row.detail) {
        const parts = row.detail.split(" \u00b7 ");
        const whole = (part) => (part.length <= DETAIL_PART_MOST ? part.replace(/ /g, "\u00a0") : part);
        who.append(el("span", "detail", parts.map(whole).join(" \u00b7 ")));
      }
      item.append(who, el("span", "figure", row.figure));
      list.append(item);
    }
    $("standing-title").textContent = text("standing");
    $("standing").hidden = list.children.length === 0;
  }

  // The console's lines keep their columns (a board drawn in characters, a table of holdings) only in one width
  // of letter: the letters shrink until the longest line fits, down to a size still read at arm's length. A row
  // of columns (words set apart by runs of spaces, or the heading over such a row, as long as it) wider than
  // that folds, spaces and all: every row of a table folds at the same column, so its numbers stay under their
  // heading, and nothing is left beyond the phone's edge (the list scrolled sideways, and a phone shows no
  // scroll bar: the table read as cut off). The fold is at a column clear of words in every folded row of the
  // table where there is one (see foldTable), not inside a word. Before that fold: a table under its heading
  // is shown as groups of its columns, each row of a group on one line (see columnGroups), and rows with no
  // heading over them go on under one of their columns (see hangAt). Any other line too long is prose, and
  // wraps at its spaces.
  function fitColumns(list, sent) {
    for (const shown of list.querySelectorAll("li.groups")) shown.remove(); // a refit lays the tables out afresh
    const width = list.clientWidth;
    const fits = (chars, size) => chars * size * MONO_ADVANCE <= width;
    const columned = (line) => /\S {2,}\S/.test(line);
    const headingIn = (lines, index) => {
      const next = lines[index + 1];
      return typeof next === "string" && columned(next) && next.length === lines[index].length;
    };
    const table = sent.filter(
      (line, index) => columned(line) || headingIn(sent, index) || fits(line.length, MONO_SMALLEST)
    );
    const longest = Math.max(1, ...table.map((line) => line.length));
    let size = MONO_LARGEST;
    while (size > MONO_SMALLEST && !fits(longest, size)) size -= 1;
    list.style.setProperty("--mono-size", String(size) + "px");
    const across = Math.floor(width / (size * MONO_ADVANCE)); // letters across the list, as reckoned
    const every = Array.from(list.children).filter((item) => !item.classList.contains("groups"));
    every.forEach((item, index) => {
      item.textContent = sent[index]; // as sent: a refit folds it afresh
      item.classList.remove("joined", "tight");
      item.style.removeProperty("font-size");
    });
    // a row the console carried on to lines of its own (a player's shares after a comma, a long name's figures on
    // the next line) is one row again where the phone folds it: folded each apart, the last share of a row went
    // to the list's edge ("Imperial" / "1") and a name's figures stood under nothing
    const shown = joinedRows(sent, across);
    const lines = shown.map((row) => row.text);
    const items = shown.map((row) => every[row.index]);
    every.forEach((item, index) => item.classList.toggle("joined", !shown.some((row) => row.index === index)));
    const heading = (index) => headingIn(lines, index);
    // a heading on two lines, its names taking turns over the columns (Steam Barons' companies: "Price", "Treasury"
    // over the first line's columns, "Performance", "Controller" under them): its second line words too, no longer
    const stacked = (index) => {
      const next = lines[index + 1];
      return typeof next === "string" && columned(next) && !/\d/.test(next) && next.length <= lines[index].length;
    };
    const tabular = lines.map((line, index) => columned(line) || heading(index));
    items.forEach((item, index) => {
      item.textContent = lines[index];
      item.classList.remove("folded", "grouped");
      const prose = !tabular[index] && !fits(lines[index].length, MONO_SMALLEST);
      item.classList.toggle("prose", prose);
      // prose wraps under its own first word (see hangingIndent), not at the list's edge
      const hanging = prose ? hangingIndent(lines[index], across) : 0;
      if (hanging) item.style.setProperty("--hang", String(hanging) + "ch");
      else item.style.removeProperty("--hang");
      // and between its phrases, not inside one that fits a row (see phrased)
      if (prose) item.textContent = phrased(lines[index], across - hanging - 1);
    });
    // measured, not reckoned: a phone's monospaced letters may be wider than the reckoning's
    const wide = items.map((item) => !item.classList.contains("prose") && item.scrollWidth > item.clientWidth);
    if (!wide.includes(true)) return;
    const room = letters(items[wide.indexOf(true)]);
    if (room < MONO_ROOM_LEAST) {
      // a window with hardly any width (a tab resized to nothing while in the background): the rows fold where
      // the letters run out, as the stylesheet folds them, and fit again when the window has its width back
      items.forEach((item, index) => item.classList.toggle("folded", wide[index]));
      return;
    }
    for (let first = 0; first < items.length; ) {
      let last = first; // a table: rows of columns one under the other (a heading and its rows) fold together
      if (tabular[first]) while (last + 1 < items.length && tabular[last + 1]) last += 1;
      const rows = lines.slice(first, last + 1);
      // a table a little too wide (a board of twelve columns at 320 px) is shown whole in smaller letters, down to a
      // size still read in the hand: folded, each of its rows left its last square alone on a line of its own
      if (tabular[first] && last > first && wide.slice(first, last + 1).includes(true)) {
        if (tightened(items.slice(first, last + 1), rows, size)) {
          first = last + 1;
          continue;
        }
      }
      // rows of cells all of one width (a track's squares: "1 -   2 WRWY   3 RWYB ..."), as a grid: each row's cells
      // so many a line, under one another; gone on under their second cell, they read as three columns of nothing
      // (a heading is no such row: "Price   Treasury      On offer    Links" over Steam Barons' companies, laid out
      // as a grid of its own, left the companies' figures folded under no name)
      const over = last > first && !/\d/.test(lines[first]) && rows.some((row) => /\d/.test(row));
      const leading = tabular[first] && !over ? cellRun(rows, wide.slice(first, last + 1), room) : null;
      if (leading) {
        rows.slice(0, leading.rows).forEach((row, index) => grid(items[first + index], row, leading, room));
        first += leading.rows;
        continue;
      }
      for (let next = first + 1; next <= last; next += 1) {
        if (cellRun(lines.slice(next, last + 1), wide.slice(next, last + 1), room)) last = next - 1; // a grid's own
      }
      rows.splice(last + 1 - first); // the rows before a grid fold on their own
      // rows under a heading (words over figures): their columns stay under it, as groups where the rows are as
      // long as the heading, else folded all at the same column
      const headed = last > first && !/\d/.test(lines[first]) && rows.some((row) => /\d/.test(row));
      const groups = headed && (heading(first) || stacked(first)) ? columnGroups(rows, room) : null;
      if (groups) showGroups(items.slice(first, last + 1), rows, groups);
      else {
        // a row too wide goes on under one of its columns where one has room under it; rows under a heading, and
        // a row with no such column, fold as a terminal folds them, all at the same column
        const ats = wide.slice(first, last + 1).map((on, index) => (on && !headed ? hangAt(rows[index], room) : null));
        // the rows of one table go on under the same column where they can, the one furthest left any of them
        // chose that is one of theirs: a player's shares went on under the name on one row, under the cash on the
        // next
        const chosen = ats.filter((at) => at !== null);
        const folds = ats.map((own, index) => {
          const theirs = chosen.filter((at) => columnsOf(rows[index]).includes(at) && room - at >= HANG_LEAST);
          const at = own !== null && theirs.length ? Math.min(...theirs) : own;
          if (at !== null) hang(items[first + index], rows[index], at, room);
          return wide[first + index] && at === null;
        });
        foldTable(items.slice(first, last + 1), rows, folds, room);
      }
      first = last + 1;
    }
  }

  // Where the rows of a table are cells of one width, side by side (a track's squares, "  1 -       2 WRWY  "):
  // ``{start, width}``, the first cell's first letter and each cell's width in letters, else null. Each cell ends
  // in a gap of two spaces in every row, so a cut between two cells is never inside a word, and holds one column;
  // at least three cells in its longest row, none blank, where a grid of at least two a line fits ``room`` letters.
  function cellWidth(rows, room) {
    const longest = Math.max(...rows.map((row) => row.length));
    const indent = Math.min(...rows.map((row) => row.length - row.trimStart().length));
    const gap = (row, at) => at >= row.length || (row[at - 1] === " " && row[at - 2] === " ");
    // a cell is one column of the row, not blank: a table's columns at no one width fill no cells so;
    // and numbered, as a track's squares are ("1 -", "> 4 YBYR"): a row of columns that happen to be of one width
    // (Acquire's "I Imperial      3 tessere  $500 l'azione  rimaste: 24") is no track, and as a grid went on at the
    // list's edge, under nothing
    const filled = (row, from, to) => {
      const cell = row.slice(from, to).trim();
      return from >= row.length || (cell !== "" && !cell.includes("  ") && /^(?:> *)?\d/.test(cell));
    };
    for (let width = 4; width * 2 <= room; width += 1) {
      for (let phase = 0; phase < width; phase += 1) {
        let cut = indent + 1;
        while ((cut - phase) % width) cut += 1; // the first cut past the indent: the end of the first cell
        const start = Math.max(0, cut - width);
        if (longest - start < width * 3) continue;
        let whole = true;
        for (let at = cut; at < longest && whole; at += width) whole = rows.every((row) => gap(row, at));
        for (let at = start; at < longest && whole; at += width) {
          whole = rows.every((row) => filled(row, at, at + width));
        }
        if (whole && start + width * 2 - 2 <= room) return { start: start, width: width };
      }
    }
    return null;
  }

  // The most of the first ``rows`` that are cells of one width (see cellWidth), any of them ``wide``:
  // ``{rows, start, width}``, else null.
  function cellRun(rows, wide, room) {
    for (let count = rows.length; count > 0; count -= 1) {
      if (!wide.slice(0, count).includes(true)) continue;
      const cells = cellWidth(rows.slice(0, count), room);
      if (cells) return { rows: count, start: cells.start, width: cells.width };
    }
    return null;
  }

  // ``line``'s cells (see cellWidth) on ``item`` as a grid: as many a line as ``room`` letters hold, the lines of a
  // row as even as they can be (six squares as three and three, not four and two), each under the first.
  function grid(item, line, cells, room) {
    const { start, width } = cells;
    const pieces = [];
    for (let at = start; at < line.length; at += width) pieces.push(line.slice(at, at + width));
    const most = Math.max(1, Math.floor((room - start + 2) / width)); // a line's last cell needs not its gap
    const count = Math.ceil(pieces.length / most);
    const across = Math.ceil(pieces.length / count);
    const shown = [];
    for (let from = 0; from < pieces.length; from += across) {
      shown.push((" ".repeat(start) + pieces.slice(from, from + across).join("")).trimEnd());
    }
    item.textContent = shown.join("\n");
    item.classList.toggle("folded", shown.length > 1);
  }

  // Where a line of prose goes on when it wraps, in letters: under its first word, past its indent and a mark
  // before it ("* ", "- ", "2. "), as the console prints a sentence's later rows. Wrapped at the list's edge, a
  // line indented under the table's rows ("   Prévision sur la case 11 ; suivante :") went on under nothing
  // ("MED à la baisse" at the left edge) and read as a line of its own. Never more than half the line's letters:
  // a line of spaces and one word still has room to wrap, unless ``across`` (the letters across the list) leaves
  // a few words' room beside its indent: a row's shares the console carried on to a line of their own, under their
  // column ("<29 spaces>Imperial 4, Continental 1"), went on at the list's edge, under the players' numbers.
  function hangingIndent(line, across) {
    const lead = /^ *(?:[*•>-] +|\d{1,2}[.)] +)?/.exec(line)[0].length;
    return lead * 2 <= line.length || across - lead >= HANG_LEAST ? lead : 0;
  }

  // A line of prose with its phrases held whole: the spaces inside a phrase (what runs to a ";" or a ",") that fits
  // ``room`` letters do not break, so the line wraps between phrases. Wrapped at any space, "Previsione sulla casella
  // 13; prossima: IT al ribasso" went on "al ribasso" under "IT", and "prossimo scontro: 2" over "poliziotti". A
  // phrase longer than a row wraps at its spaces, but never at one before a mark (French "table ;" went on with
  // "; les nouvelles parties" at the row's start).
  function phrased(line, room) {
    const lead = /^ */.exec(line)[0];
    const phrases = line.slice(lead.length).split(/(?<=[;,]) +/);
    const whole = (phrase) =>
      phrase.length <= room ? phrase.replace(/ /g, "\u00a0") : phrase.replace(/ (?=[;:!?»](?: |$))/g, "\u00a0");
    return lead + phrases.map(whole).join(" ");
  }

  // A table under its heading too wide for the phone, as groups of its columns that each fit, every group with the
  // table's first column again (the company, the player), one under the other: each row of a group on one line.
  // Folded, each row took two lines, its second one starting at the list's edge under nobody's heading (a
  // company's controller and figures read under the next company's name). The groups, as ``[start, end)``
  // of the rows' letters, or null where the rows are not all cut at the same columns (a row longer than its
  // heading, a column with no gap under it every row shares): such a table folds as before.
  function columnGroups(rows, room) {
    const width = rows[0].length;
    if (rows.some((row) => row.length > width)) return null;
    // a heading's words (no figure in them) go whole with the column each starts over (see grouped): a cut falls
    // between two of its names where it can ("On offer" is one), else between two words; the first column ends
    // where the rows' own first column does, whatever heading word starts over it (Italian "Prezzo" starts a letter
    // after "Compagnia" ends, on the line under it)
    const within = (pattern) =>
      rows.map((row) => {
        if (/\d/.test(row)) return null;
        const inside = new Set();
        for (const found of row.matchAll(pattern)) {
          for (let at = found.index + 1; at < found.index + found[0].length; at += 1) inside.add(at);
        }
        return inside;
      });
    const names = within(NAME);
    const words = within(/\S+/g);
    const clear = (at, inside) =>
      rows.every((row, index) => at >= row.length || (inside[index] ? !inside[index].has(at) : row[at] === " "));
    const start = Math.min(...rows.map((row) => row.length - row.trimStart().length));
    let key = start + 1; // the end of the first column: the first gap every row shares, past its first letters
    while (key < width && !rows.every((row, index) => words[index] || key >= row.length || row[key] === " ")) key += 1;
    if (key >= width || key > room / 2) return null;
    const groups = [];
    for (let from = key; from < width; ) {
      const most = Math.min(width, from + room - key);
      let to = most;
      if (to < width) while (to > from + 1 && !clear(to, names)) to -= 1;
      if (to <= from + 1 && most < width) for (to = most; to > from + 1 && !clear(to, words); ) to -= 1;
      if (to <= from + 1) return null; // a column wider than the room beside the first one
      groups.push([from, to]);
      from = to;
    }
    return groups.length > 1 ? groups : null;
  }

  // A name in a table's heading: words with one space between them ("On offer", "Non émises"); two names may be
  // one space apart too ("Company Performance"), so a heading's words are placed each on its own (see grouped).
  const NAME = /\S+(?: \S+)*/g;

  // ``row``'s letters in a group ``[from, to)`` of a table cut at ``key`` (see columnGroups): its first column and
  // the group's. A heading's names are each kept whole, with the column it starts over, at its place there.
  function grouped(row, key, from, to) {
    if (/\d/.test(row)) return (from === key ? row.slice(0, to) : row.slice(0, key) + row.slice(from, to)).trimEnd();
    let line = "";
    for (const found of row.matchAll(/\S+/g)) {
      const at = found.index < key ? found.index : found.index >= from && found.index < to ? key + found.index - from : -1;
      if (at < 0) continue;
      line = (line.length < at ? line.padEnd(at) : line.length ? line + " " : line) + found[0];
    }
    return line;
  }

  // A row of columns too wide, folded as the console flows a row: what its first line does not hold goes on
  // under the column it broke in (a player's list of shares: "Brown 1*," under "Orange 0*,"), or, where that
  // column starts too far right to hold a few words or would stand more than HANG_MOST lines high, under a
  // player's name (after its number), else under the row's second column (a player's figures under the first of
  // them); between two columns, or two entries of a list ("Brown 1*," whole), where it can, else
  // between words. Folded at the list's edge instead, the rest started under nobody's heading ("1*, Wood 1*,",
  // "dettes 0  fortune 10M" under the player's number). Where the row goes on: the column, or null where no
  // column leaves room for a few words under it (the row folds as a terminal folds it).
  function hangAt(line, room) {
    const starts = columnStarts(line);
    const roomy = (at) => at !== undefined && at > starts[0] && room - at >= HANG_LEAST;
    const within = starts.filter((at) => at < room);
    const broken = within[within.length - 1]; // the column the row breaks in
    if (roomy(broken) && hangPieces(line, broken, room).length <= HANG_MOST) return broken;
    if (roomy(starts[1]) && hangPieces(line, starts[1], room).length <= HANG_MOST) return starts[1];
    // else a player's row goes on under the name (after its number): under the cash's column or the shares' own, a
    // word or two a line, a player's shares stood six lines high at 320 px
    const under = [nameColumn(line), starts[1], broken].find(roomy);
    return under === undefined ? null : under;
  }

  // Where each column of a row starts, in letters: its first word past its indent, and each word after two spaces.
  function columnStarts(line) {
    return [...line.matchAll(/(?:^ *| {2,})(?=\S)/g)].map((found) => found.index + found[0].length);
  }

  // Where a player's name starts on its row ("   2. Bruno", " > 2. Bruno": after its number), else undefined.
  function nameColumn(line) {
    const listed = /^ *(?:> +)?\d+\. +(?=\S)/.exec(line);
    return listed ? listed[0].length : undefined;
  }

  // The columns a row may go on under (see hangAt): those it starts, and a player's name.
  function columnsOf(line) {
    const name = nameColumn(line);
    return name === undefined ? columnStarts(line) : [...columnStarts(line), name];
  }

  // The rest of ``line`` from its column ``at`` in pieces of at most ``room - at`` letters, each between two
  // columns, or two entries of a list ("Brown 1*," whole), where it can, else between words.
  function hangPieces(line, at, room) {
    const width = room - at;
    // the rest of the row in its columns, each with the gap before it
    const fields = line.slice(at).split(/( {2,})/);
    // a figure set right in its column stays with the word it belongs to ("argent  0M", "size  4"): cut between
    // them, a row went on with "0M  2 dettes" and the money read as nobody's
    for (let index = fields.length - 1; index >= 2; index -= 2) {
      if (/^\S*\d\S*$/.test(fields[index]) && /\p{L}$/u.test(fields[index - 2])) {
        fields.splice(index - 2, 3, fields[index - 2] + fields[index - 1] + fields[index]);
      }
    }
    const pieces = [];
    let now = "";
    const put = (gap, word) => {
      if (!now) now = word;
      else if (now.length + gap.length + word.length <= width) now += gap + word;
      else {
        pieces.push(now);
        now = word;
      }
    };
    for (let index = 0; index < fields.length; index += 2) {
      const gap = index ? fields[index - 1] : "";
      const field = fields[index];
      // a column whole where it fits ("lots A10*, B9*, B10*" on a line of its own, not "B10*" alone under it);
      // a longer one (a player's many shares) by the entries of its list, and an entry too long by its words
      if (field.length <= width) {
        put(gap, field);
        continue;
      }
      const entries = field.split(/((?<=,) +)/);
      entries.forEach((entry, number) => {
        if (number % 2) return;
        const before = number ? entries[number - 1] : gap;
        if (entry.length <= width) put(before, entry);
        else entry.split(/ +/).forEach((word, count) => put(count ? " " : before, word));
      });
    }
    pieces.push(now);
    return pieces;
  }

  // ``line`` on ``item``, what its first line does not hold going on under its column ``at`` (see hangAt).
  function hang(item, line, at, room) {
    const pieces = hangPieces(line, at, room);
    item.textContent = [line.slice(0, at) + pieces[0], ...pieces.slice(1).map((piece) => " ".repeat(at) + piece)].join("\n");
    item.classList.add("folded");
  }

  // The lines as shown, each ``{index, text}``: the item of the list it is shown on, and its words. A player's row
  // the console carried on to lines of its own (its fields under the first of them, a list after a comma under its
  // first entry; a name too long for its column alone on its row, its fields on the next) is one row again, on its
  // first line's item, where any of its lines is wider than ``across`` letters: the phone folds it as one.
  function joinedRows(sent, across) {
    const columned = (line) => /\S {2,}\S/.test(line);
    const indent = (line) => line.length - line.trimStart().length;
    const groups = [];
    sent.forEach((line, index) => {
      const group = groups[groups.length - 1];
      const head = group ? group.lines[0] : "";
      // only a player's row is carried on so (its number, then its name)
      if (group && nameColumn(head) !== undefined && line.trim() && indent(line) > nameColumn(head)) {
        const before = group.lines[group.lines.length - 1];
        // its fields go on under the first of them, a list after a comma under its first entry
        const goesOn =
          group.fields !== undefined &&
          (indent(line) === group.fields || (before.trimEnd().endsWith(",") && group.columns.includes(indent(line))));
        // a long name alone on its row, its fields on the next
        const figures = group.lines.length === 1 && !columned(before) && columned(line);
        if (goesOn || figures) {
          group.lines.push(line);
          group.indices.push(index);
          if (figures) {
            group.columns = columnStarts(line);
            group.fields = indent(line);
          }
          return;
        }
      }
      const columns = columnStarts(line);
      groups.push({ lines: [line], indices: [index], columns: columns, fields: columns[1] });
    });
    const rows = [];
    for (const group of groups) {
      if (group.lines.length > 1 && group.lines.some((line) => line.length > across)) {
        let text = group.lines[0].trimEnd();
        for (const line of group.lines.slice(1)) text += (text.endsWith(",") ? " " : "  ") + line.trim();
        rows.push({ index: group.indices[0], text: text });
      } else group.lines.forEach((line, at) => rows.push({ index: group.indices[at], text: line }));
    }
    return rows;
  }

  function tightened(items, rows, size) {
    const at = rows.reduce((widest, row, index) => (row.length > rows[widest].length ? index : widest), 0);
    const range = document.createRange();
    range.selectNodeContents(items[at]);
    const letter = range.getBoundingClientRect().width / Math.max(1, rows[at].length) / size; // a px of size's
    const fitted = Math.floor(items[at].clientWidth / (rows[at].length * letter));
    if (fitted < MONO_TIGHTEST || fitted >= size) return false;
    for (const item of items) {
      item.style.fontSize = String(fitted) + "px";
      item.classList.add("tight");
    }
    if (items.every((item) => item.scrollWidth <= item.clientWidth)) return true;
    for (const item of items) {
      item.style.removeProperty("font-size");
      item.classList.remove("tight");
    }
    return false;
  }

  // The table's groups drawn as one block after its rows, its rows kept whole but out of sight (read by a screen
  // reader, and by a search of the page, as the console prints them); the block is only what the eye reads.
  function showGroups(items, rows, groups) {
    const key = groups[0][0];
    const block = [];
    for (const [from, to] of groups) {
      if (block.length) block.push(""); // a line between two groups: each reads as a table of its own
      for (const row of rows) block.push(grouped(row, key, from, to));
    }
    for (const item of items) item.classList.add("grouped");
    const shown = el("li", "groups", block.join("\n"));
    shown.setAttribute("aria-hidden", "true");
    items[items.length - 1].after(shown);
  }

  // How many letters of the list's one width fit across ``item`` (a line too wide for it, measured as laid out).
  function letters(item) {
    const range = document.createRange();
    range.selectNodeContents(item);
    const letter = range.getBoundingClientRect().width / Math.max(1, item.textContent.length);
    return Math.max(1, Math.floor(item.clientWidth / letter));
  }

  // The rows of one table that are too wide (``wide``), each folded at the same columns: at the widest that
  // ``room`` letters take where no folded row has a letter on both sides (between two columns, or two words), so
  // "at Security guard 1" or "(winner)" goes whole to the next line instead of reading "Security gua" / "rd 1";
  // only where no such column is in the right half of the room does the fold fall at the last letter that fits.
  function foldTable(items, lines, wide, room) {
    const cuts = lines.map(() => []);
    let start = 0;
    let rows = lines.map((line, index) => index).filter((index) => wide[index]);
    while (rows.length) {
      const clear = (at) => rows.every((index) => lines[index][at - 1] === " " || lines[index][at] === " ");
      let at = start + room;
      while (at > start + room / 2 && !clear(at)) at -= 1;
      if (at <= start || !clear(at)) at = start + room; // every fold moves on: the loop ends
      for (const index of rows) cuts[index].push(at);
      start = at;
      rows = rows.filter((index) => lines[index].length - start > room);
    }
    items.forEach((item, index) => {
      if (!cuts[index].length) return;
      let from = 0;
      const parts = [];
      for (const at of cuts[index]) {
        parts.push(lines[index].slice(from, at));
        from = at;
      }
      parts.push(lines[index].slice(from));
      item.textContent = parts.join("\n");
      item.classList.add("folded");
    });
  }

  // A basket line's name beside its − n +, on the row they share: names too long for what they leave of a small
  // phone ("Criptovalute" at 320 px) take smaller letters, all the basket's names alike, down to NAME_SMALLEST; a
  // name longer still breaks where it must, with a hyphen, the whole name still there (and in the buttons' own
  // words). Pushed under its name, a long one's − and + stood on a line of their own among rows that had them
  // beside the name.
  function fitNames(box) {
    const labels = Array.from(box.querySelectorAll(".item:not(.long):not(.fixed) .item-name .label"));
    const over = (label) => label.scrollWidth > label.clientWidth + 0.5;
    let size = Infinity;
    for (const label of labels) {
      const whole = label.dataset.name || label.textContent;
      label.dataset.name = whole;
      label.textContent = whole;
      label.style.removeProperty("font-size");
      label.classList.remove("broken");
      let own = parseFloat(getComputedStyle(label).fontSize);
      const full = own;
      while (over(label) && own > NAME_SMALLEST) {
        own -= 1;
        label.style.fontSize = String(own) + "px";
      }
      if (!over(label) && own < full) size = Math.min(size, own); // a name that fits shrunk: every name that size
      label.style.removeProperty("font-size");
    }
    for (const label of labels) {
      if (size !== Infinity) label.style.fontSize = String(size) + "px";
      if (over(label)) {
        label.textContent = Array.from(label.dataset.name).join("\u00ad"); // soft hyphens: shown at a break only
        label.classList.add("broken");
      }
    }
  }

  // A phone turned on its side: the lines fitted again to the new width.
  function refit() {
    markMore();
    fitNames($("decisions"));
    if (!state.view) return;
    fitColumns($("private-lines"), shownLines(state.view.private));
    fitColumns($("public-lines"), shownLines(state.view.public));
  }

  function render() {
    const view = state.view;
    showStatus();
    if (!view) {
      $("play").hidden = true;
      $("seat").style.removeProperty("--seat"); // a seat cut off wears its colour no more
      $("seat").style.removeProperty("--seat-ink");
      $("seat-name").textContent = FALLBACK.title;
      $("game").textContent = "";
      document.title = FALLBACK.title;
      document.body.classList.remove("yours");
      keepDrafts();
      return;
    }
    $("join").hidden = true;
    $("play").hidden = false;
    document.body.dataset.moment = String(view.moment);
    document.title = view.game ? String(view.game) + " — " + text("title") : text("title");

    const header = $("seat");
    const colour = seatColour(view.colour);
    if (colour) {
      header.style.setProperty("--seat", colour);
      header.style.setProperty("--seat-ink", inkOn(colour));
    } else {
      header.style.removeProperty("--seat");
      header.style.removeProperty("--seat-ink");
    }
    $("seat-name").textContent = typeof view.name === "string" && view.name ? view.name : text("title");
    $("game").textContent = typeof view.game === "string" ? view.game : "";
    $("languages").setAttribute("aria-label", text("language"));
    $("theme").setAttribute("aria-label", text("theme"));

    // the server's headline says whose turn it is (its own "Your turn" when it is this seat's); marked when
    // this seat has something to do, so it reads at a glance
    const turn = $("turn");
    const headline = typeof view.turn === "string" && view.turn ? view.turn : view.yours ? text("your_turn") : "";
    turn.textContent = headline;
    turn.hidden = !headline;
    turn.classList.toggle("yours", Boolean(view.yours));
    document.body.classList.toggle("yours", Boolean(view.yours));

    const refusal = $("refusal");
    refusal.textContent = state.refusal ? state.refusal.reason : "";
    refusal.hidden = !state.refusal || !state.refusal.reason;

    const decisions = Array.isArray(view.decisions) ? view.decisions : [];
    const box = $("decisions");
    const focused = document.activeElement;
    const typing = focused && box.contains(focused) && focused.dataset.draft ? focused.dataset.draft : null;
    state.drawn = new Set();
    state.redrawing = true; // a focused field taken away is blurred: its blur is no player leaving it
    box.replaceChildren();
    state.redrawing = false;
    for (const decision of decisions) {
      if (decision && typeof decision === "object") box.append(renderDecision(decision));
    }
    // a draft lives as long as its decision is on screen: a sealed or a finished decision leaves nothing behind
    for (const key of Object.keys(state.drafts)) if (!state.drawn.has(key)) delete state.drafts[key];
    keepDrafts();
    // the seat's own turn to decide (a side action alone is none): the last step's strip is kept short above it
    const live = decisions.some((d) => d && !d.side && d.kind !== "entry" && !(d.kind === "secret" && d.done));
    // the seat's turn over (its answer taken) or the game over: the page goes back up to its headline and what the
    // step did, where a phone scrolled down to a long decision's button was left at the foot of the table
    const ended = Boolean(view.over) && !document.body.classList.contains("over");
    const answered = !live && document.body.classList.contains("deciding");
    document.body.classList.toggle("deciding", live);
    const waiting = $("waiting");
    // whose move it waits for ("Waiting for Anna"), the server's words, none where its headline names them
    // ("Anna to play"); "the others" from the page's own words only for a view without them
    waiting.textContent = typeof view.waiting === "string" ? view.waiting : text("waiting");
    waiting.hidden = decisions.length > 0 || Boolean(view.over) || !waiting.textContent;
    const blocked = Boolean(state.pending) || !state.joined;
    box.classList.toggle("pending", Boolean(state.pending));
    box.setAttribute("aria-busy", state.pending ? "true" : "false");
    for (const control of box.querySelectorAll("button, input")) {
      if (blocked) control.disabled = true;
    }
    if (state.pending) markSent(box, state.pending);
    // another seat's move draws the page again while this one types a number: the typing goes on
    const again = typing && Array.from(box.querySelectorAll("input")).find((input) => input.dataset.draft === typing);
    if (again && !again.disabled) {
      again.focus();
      if (again.type === "text") again.setSelectionRange(again.value.length, again.value.length); // typing on
    }

    $("private-title").textContent = text("private");
    $("public-title").textContent = text("table");
    fillLines($("private"), $("private-lines"), view.private, true);
    fillLines($("public"), $("public-lines"), view.public, true);
    fillLines($("recent"), $("recent-lines"), view.recent);
    fillStanding(view.over ? view.standing : []);
    document.body.classList.toggle("over", Boolean(view.over));
    fitNames(box);
    markMore();
    if ((ended || answered) && $("top").getBoundingClientRect().top < 0) window.scrollTo(0, 0);
  }

  // The last move's strip scrolls at the seat's turn (a merger's bonuses, one line each): while lines are below
  // its edge it fades out there over a "more" mark, which goes once the strip is scrolled to its end. A strip
  // cut at a whole line read as the whole step.
  function markMore() {
    const list = $("recent-lines");
    const below = list.scrollHeight - list.clientHeight - list.scrollTop > 2;
    $("recent").classList.toggle("more", !$("recent").hidden && below);
  }

  // A refusal as it arrives is brought into view: it sits above the decision, and a phone scrolled down to a long
  // decision's button (a basket of every company) showed nothing of why its tap did nothing. Only as far as it
  // must, so a page that shows it already does not move.
  function showRefusal() {
    const refusal = $("refusal");
    if (refusal.hidden) return;
    const box = refusal.getBoundingClientRect();
    const high = window.innerHeight || document.documentElement.clientHeight;
    if (box.top < 0 || box.bottom > high) refusal.scrollIntoView({ block: "nearest" });
  }

  // While an answer waits, the button it came from stays marked among the waiting ones.
  function markSent(box, pending) {
    for (const section of box.children) {
      if (section.classList.contains("side") !== pending.side) continue;
      for (const control of section.querySelectorAll("button")) {
        const sent = pending.key === null ? control.classList.contains("send") : control.dataset.key === pending.key;
        control.classList.toggle("sent", sent);
      }
    }
  }

  // ---- decisions ----------------------------------------------------------------------------------------
  function answer(decision, body) {
    if (state.pending || !state.view) return;
    const id = freshId();
    const payload = Object.assign({}, body);
    if (decision.side) payload.side = true;
    const moment = state.view.moment;
    if (send({ answer: payload, moment: moment, id: id })) {
      const timer = setTimeout(() => {
        settle();
        render();
      }, RESULT_WAIT_MS);
      const key = typeof body.pick === "string" ? body.pick : null;
      state.pending = { id: id, timer: timer, side: Boolean(decision.side), key: key };
      render();
    }
  }

  // The same decision in the next view (another seat moved meanwhile, the language switched) keeps what this seat
  // was setting on it: known by its `identity`, the question in no particular language (the question as shown
  // changes with the language, and a switch lost a half-set basket).
  function draftKey(decision, part) {
    const same = typeof decision.identity === "string" && decision.identity ? decision.identity : decision.question;
    const key = [decision.side ? "side" : "main", part, String(same || "")].join("\u0000");
    state.drawn.add(key);
    return key;
  }

  function renderDecision(decision) {
    if (decision.side && decision.brief === true && decision.kind === "confirm") return briefSide(decision);
    const section = el("section", "decision kind-" + String(decision.kind));
    if (decision.side) section.classList.add("side");
    if (decision.sealed) section.classList.add("sealed");
    if (typeof decision.question === "string" && decision.question) {
      section.append(el("h2", "question", decision.question));
    }
    // the line that explains the question (the market's "draw a tile from the draw pile…"), if it has one
    if (typeof decision.hint === "string" && decision.hint) {
      section.append(el("p", "hint", decision.hint));
    }
    if (decision.kind === "secret") {
      if (decision.done) {
        section.classList.add("done");
        section.append(el("p", "sealed-mark", text("sealed")));
      } else if (decision.inner && typeof decision.inner === "object") {
        // the inner decision answered in its own form, for the secret's seat (main or side)
        const inner = Object.assign({}, decision.inner, { side: decision.side });
        const body = renderBody(inner);
        // one question: the page's headline says the choice is secret, the secret's question what is chosen ("Ann:
        // sell shares"); its inner question said it a third time ("Ann: choose in secret what to sell"), so it shows
        // only where the secret has no question of its own
        if (inner.question && !decision.question) {
          section.append(el("p", "inner-question", inner.question));
        }
        section.append(body);
      }
      return section;
    }
    section.append(renderBody(decision));
    return section;
  }

  // A side action the rules do not allow yet ("Declare end" before a chain of 41 or every chain safe): its button
  // alone, greyed, and a tap on it says why (the question, which is the refusal), as the touchscreen's greyed button
  // does; the long refusal no longer stands in a box of its own at every turn. Nothing is sent.
  function briefSide(decision) {
    const section = el("section", "decision side brief kind-confirm");
    const why = el("p", "hint why", typeof decision.question === "string" ? decision.question : "");
    why.hidden = true;
    const shown = button("idle", decision.button || text("confirm"), () => {
      why.hidden = !why.hidden;
      shown.setAttribute("aria-expanded", String(!why.hidden));
    });
    shown.setAttribute("aria-expanded", "false");
    section.append(shown, why);
    return section;
  }

  function renderBody(decision) {
    switch (decision.kind) {
      case "pick":
        return pickBody(decision);
      case "amount":
        return amountBody(decision);
      case "basket":
        return basketBody(decision);
      case "confirm":
        return confirmBody(decision);
      case "dice":
        return diceBody(decision);
      case "entry":
        return el("p", "entry", decision.text);
      default:
        return el("div", "unknown");
    }
  }

  // A pick of squares on the board (a tile) is many short options: a grid a thumb scans, not a long list.
  // Options that say what they would do (a hand's tiles: "grows Tower (5 tiles now)") are a list, the words
  // under each tile: a grid's cell has no room for a sentence.
  function pickBody(decision) {
    const options = Array.isArray(decision.options) ? decision.options : [];
    if (decision.board === true && options.some(explained)) return squaresBody(decision, options);
    const told = options.some((option) => typeof option.preview === "string" && option.preview !== "");
    const list = el("div", decision.board === true && !told ? "options board" : "options");
    for (const option of options) {
      const choice = button("option", null, () => answer(decision, { pick: option.key }));
      choice.append(el("span", "label", option.label));
      if (option.detail) choice.append(el("span", "detail", option.detail));
      if (typeof option.preview === "string" && option.preview) choice.append(el("span", "preview", option.preview));
      choice.disabled = option.enabled === false;
      choice.dataset.key = String(option.key);
      choice.classList.toggle("wide", noSquare(option));
      list.append(choice);
    }
    return list;
  }

  // An option of a board pick that is no square ("No playable tile"): words too long for a square's cell, which
  // spilled over its edges at 360 px; it takes a row of the grid to itself (a square's name is a few letters).
  function noSquare(option) {
    return typeof option.label === "string" && option.label.length > SQUARE_LETTERS;
  }

  // The lines that say what an option would do in full (a board's square: its headline, then why), if it has any.
  function explained(option) {
    return Boolean(option) && Array.isArray(option.explained) && option.explained.some((line) => typeof line === "string");
  }

  // A board pick whose squares say what they would do (the tiles are in the players' hands: every empty square
  // is offered): as on the touchscreen, a tap on a square only chooses it; what it would do is shown at the
  // foot of the screen, over Cancel and Confirm, and only Confirm sends it. The grid alone sent a square at the
  // first tap, blind: a tile placed on the real board by mistake is much harder to undo than a tap.
  function squaresBody(decision, options) {
    const key = draftKey(decision, "square");
    const chosen = options.find((option) => option.key === state.drafts[key] && option.enabled !== false) || null;
    const choose = (next) => {
      state.drafts[key] = next;
      render();
    };
    const body = el("div", "squares");
    const grid = el("div", "options board");
    for (const option of options) {
      const square = button("option", null, () => choose(option === chosen ? null : option.key));
      square.append(el("span", "label", option.label));
      if (option.detail) square.append(el("span", "detail", option.detail));
      square.disabled = option.enabled === false;
      square.dataset.key = String(option.key);
      square.classList.toggle("wide", noSquare(option));
      square.setAttribute("aria-pressed", option === chosen ? "true" : "false");
      grid.append(square);
    }
    body.append(grid);
    if (!chosen) return body;
    const look = el("div", "look");
    look.setAttribute("aria-live", "polite");
    const lines = (Array.isArray(chosen.explained) ? chosen.explained : []).filter((line) => typeof line === "string");
    look.append(el("p", "look-title", lines.length ? lines[0] : chosen.label)); // an option that is no square
    for (const line of lines.slice(1)) look.append(el("p", "look-line", line));
    const row = el("div", "look-buttons");
    const cancel = button("secondary", text("cancel"), () => choose(null));
    const confirm = button("primary send", text("confirm"), () => answer(decision, { pick: chosen.key }));
    confirm.dataset.key = String(chosen.key);
    row.append(cancel, confirm);
    look.append(row);
    body.append(look);
    return body;
  }

  // A number between − and + (by `step`), kept within low and high. Given `typing` (a basket's line), the number
  // is a field the phone's own keypad types: selling twelve shares was twelve taps of "+".
  function stepper(value, low, high, step, onChange, label, typing) {
    const row = el("div", "stepper");
    const minus = button("step minus", "\u2212", () => onChange(clamp(value - step, low, high)));
    const plus = button("step plus", "+", () => onChange(clamp(value + step, low, high)));
    minus.setAttribute("aria-label", "\u2212" + String(step) + " " + label);
    plus.setAttribute("aria-label", "+" + String(step) + " " + label);
    minus.disabled = value <= low;
    plus.disabled = value >= high;
    const shown = typing ? typedCount(value, label, typing) : el("output", "value", value);
    shown.setAttribute("aria-label", label);
    row.append(minus, shown, plus);
    return row;
  }

  // A basket line's number as a field: each key typed is kept as the draft's text and the page drawn again (the
  // total and the confirm follow it, the field keeps the focus); leaving it shows the count it stands for
  // (typed 13 where 12 is the most: 12). A tap on it selects the number, so a digit typed replaces it.
  function typedCount(value, label, typing) {
    const field = el("input", "value");
    field.type = "text";
    field.inputMode = "numeric";
    field.autocomplete = "off";
    field.setAttribute("pattern", "[0-9]*");
    field.value = typing.text === null ? String(value) : typing.text;
    field.dataset.draft = typing.draft;
    field.addEventListener("click", () => field.select());
    field.addEventListener("input", () => typing.typed(field.value.replace(/[^0-9]/g, "")));
    field.addEventListener("blur", () => {
      if (state.redrawing || typing.text === null) return; // a field drawn again, or nothing typed in it
      field.value = String(value); // in place: a Send tapped straight after typing must find its button there
      typing.settled(value);
    });
    return field;
  }

  // The count a basket line's typed text stands for: within its range, on its steps (trades go in twos), and a
  // line that must hold at least `least` (a debt's sale) at least that, as its "+" would have it.
  function typedValue(text, low, high, step, least) {
    const typed = parseInt(text, 10);
    let count = clamp(Number.isNaN(typed) ? low : typed, low, high);
    count = low + Math.floor((count - low) / step) * step;
    if (least !== null && count > low && count < least) count = least <= high ? least : low;
    return count;
  }

  // A yes-or-no line ("completes a link"): one button that says what is chosen, a tap turns it over.
  function toggle(value, most, onChange, item) {
    const node = button(value ? "switch on" : "switch", value ? item.yes : item.no, () => onChange(value ? 0 : 1));
    node.setAttribute("aria-pressed", value ? "true" : "false");
    node.setAttribute("aria-label", item.label);
    node.disabled = !value && most < 1;
    return node;
  }

  // What a tap on a count or a die changes: `values[name]`, kept as the decision's draft, the page drawn again.
  function keeper(key, values, name) {
    return (next) => {
      values[name] = next;
      state.drafts[key] = values;
      render();
    };
  }

  // The decision's alternatives beside its own answer (a pass beside a bid): each sent as a pick, with what it
  // would do under it where the game says so (an item: "160 left, 1 of 35 VP"), as a pick's options have it.
  function othersRow(decision) {
    const others = (Array.isArray(decision.others) ? decision.others : []).filter((o) => o && typeof o === "object");
    const row = el("div", "others");
    for (const other of others) {
      const choice = button("secondary", other.label, () => answer(decision, { pick: other.key }));
      withDetail(choice, other.detail);
      choice.dataset.key = String(other.key);
      choice.disabled = other.enabled === false; // the rules refuse it now: greyed in its place, with why
      if (typeof other.preview === "string" && other.preview) {
        choice.append(el("span", "preview", other.preview));
      }
      row.append(choice);
    }
    row.hidden = others.length === 0;
    return row;
  }

  function amountBody(decision) {
    const low = integer(decision.low, 0);
    const high = Math.max(low, integer(decision.high, low));
    const key = draftKey(decision, "amount");
    const draft = state.drafts[key]; // a number set by the buttons, or the text as typed
    const typed = typeof draft === "string" ? draft : null;
    const value = clamp(integer(typed === null ? draft : parseInt(typed, 10), low), low, high);
    const set = (next) => {
      state.drafts[key] = next;
      render();
    };
    const body = el("div", "amount");
    // the standing bid and what the seat can pay ("High bid 12M by Ann · can pay 30M"), as the screen says it
    if (typeof decision.standing === "string" && decision.standing) body.append(el("p", "standing", decision.standing));
    const number = el("input", "number");
    number.type = "number";
    number.inputMode = "numeric";
    number.min = String(low);
    number.max = String(high);
    number.step = "1";
    number.value = typed === null ? String(value) : typed;
    number.setAttribute("aria-label", decision.question || "");
    number.dataset.draft = key;
    // Typing keeps the draft as typed (on its way to 37 a number passes 3, below the least) without drawing the
    // page again: a tap on Send right after typing must land on the button it was aimed at.
    number.addEventListener("input", () => {
      state.drafts[key] = number.value;
      keepDrafts();
      const typed = parseInt(number.value, 10); // the button names what a tap on it sends
      if (!Number.isNaN(typed) && typed >= low && typed <= high) submit.textContent = words(typed);
      // a number past the range marks the range under it: the button still named the last number within it
      // ("Bid 10" beside a typed 500), and its tap brought the field back to 90 without a word
      ranged.classList.toggle("over", !Number.isNaN(typed) && (typed < low || typed > high));
      // a quick value stays marked only while it is the number: "1" stood pressed beside a typed 6
      for (const [chip, q] of chips) chip.setAttribute("aria-pressed", q === typed ? "true" : "false");
      ends();
    });
    const chips = []; // each quick value's chip and its number
    // − and + count on from the number in the field, as typed: from the number drawn last, a typed 5 and "+" made
    // 2, and a typed 50 brought back to 11 kept "−" grey and "+" live
    const now = () => {
      const typed = parseInt(number.value, 10);
      return Number.isNaN(typed) ? value : clamp(typed, low, high);
    };
    const minus = button("step minus", "\u2212", () => set(clamp(now() - 1, low, high)));
    const plus = button("step plus", "+", () => set(clamp(now() + 1, low, high)));
    minus.setAttribute("aria-label", "\u22121");
    plus.setAttribute("aria-label", "+1");
    const ends = () => {
      minus.disabled = Boolean(state.pending) || !state.joined || now() <= low;
      plus.disabled = Boolean(state.pending) || !state.joined || now() >= high;
    };
    minus.disabled = value <= low;
    plus.disabled = value >= high;
    const line = el("div", "amount-line");
    line.append(minus, number, plus);
    body.append(line);
    const unit = decision.unit ? " " + decision.unit : "";
    // the range in the console's words ("$5 to $30", "1M or more" when the top is only the rules' ceiling)
    const range = typeof decision.range_text === "string" && decision.range_text;
    const ranged = el("p", "range", range || String(low) + " \u2013 " + String(high) + unit);
    ranged.setAttribute("aria-live", "polite");
    body.append(ranged);
    // one amount only (a bid at the whole of the cash, the one share left): no chips, whose only one sets what the
    // field already holds, and "$6" read four times down the decision
    const quick = (Array.isArray(decision.quick) && low < high ? decision.quick : []).filter(
      (q) => Number.isInteger(q) && q >= low && q <= high
    );
    if (quick.length) {
      const row = el("div", "quick");
      // each chip says its amount as the game writes money ("2M", "$5"), as the button beside it does ("Bid 1M")
      const named = decision.quick_text && typeof decision.quick_text === "object" ? decision.quick_text : {};
      for (const q of quick) {
        const words = typeof named[String(q)] === "string" && named[String(q)] ? named[String(q)] : sumText(decision, q);
        const chip = button("chip", words, () => set(q));
        chip.setAttribute("aria-pressed", q === value ? "true" : "false");
        chips.push([chip, q]);
        row.append(chip);
      }
      body.append(row);
    }
    if (decision.limit) body.append(el("p", "limit", decision.limit));
    const words = (chosen) => {
      const named = decision.unit === "$" ? sumText(decision, chosen) : String(chosen);
      const values = { value: named, amount: sumText(decision, chosen) };
      // a number of things at a price each (Steam Barons' shares): the total, as a basket's button gives it
      if (Number.isInteger(decision.price)) values.cost = moneyText(decision.price_money, chosen * decision.price);
      return filled(decision, values);
    };
    const submit = button("primary send", words(value), () => {
      const chosen = parseInt(number.value, 10);
      if (Number.isNaN(chosen) || chosen < low || chosen > high) {
        // out of range: brought back within it for a second look, never sent as typed
        number.value = String(clamp(Number.isNaN(chosen) ? value : chosen, low, high));
        state.drafts[key] = parseInt(number.value, 10);
        submit.textContent = words(state.drafts[key]); // what a second tap sends, the range marked as why
        ranged.classList.toggle("over", !Number.isNaN(chosen));
        ends();
        number.focus();
        return;
      }
      answer(decision, { amount: chosen });
    });
    body.append(submit, othersRow(decision));
    return body;
  }

  // The money a basket's counts move in the touchscreen's words, sent with it (``sums``): a trade's "you pay $300"
  // and "you receive $200" each apart (or "nothing to pay or receive"), a sale's "you receive $1,200", a purchase
  // against a budget "$600 of $6,000", else "you pay $600"; null without them (the caller's plain sum then).
  // Money that goes one way is not said while none moves, as the touchscreen's: "you pay 0" read as a sum owed.
  function moneyWords(decision, items, counts, total) {
    const sums = decision.sums && typeof decision.sums === "object" ? decision.sums : {};
    const words = (key) => (typeof sums[key] === "string" && sums[key] ? sums[key] : null);
    if (!["pay", "receive", "budget"].some(words)) return null;
    let paid = 0;
    let received = 0;
    // what a line brings besides money, in the server's words for its count (a trade's "1 Tower share"), said
    // with the money received: a trade alone read as bringing nothing
    const brought = [];
    let joiner = null;
    for (const item of items) {
      const amount = integer(item.price, 0) * counts[item.key];
      if (item.receives === true) received += amount;
      else paid += amount;
      const gives = item.gives && typeof item.gives === "object" ? item.gives[String(counts[item.key])] : null;
      if (typeof gives === "string" && gives) {
        brought.push(gives);
        if (typeof item.gives_and === "string") joiner = item.gives_and;
      }
    }
    if (received) brought.unshift(sumText(decision, received));
    const receivedText = () =>
      brought.length === 2 && joiner
        ? fill(joiner, { first: brought[0], second: brought[1] })
        : brought.join(", ");
    if (words("nothing") && words("pay") && words("receive")) {
      const said = [];
      if (paid) said.push(fill(words("pay"), { amount: sumText(decision, paid) }));
      if (brought.length) said.push(fill(words("receive"), { amount: receivedText() }));
      return said.length ? said : [words("nothing")];
    }
    if (words("receive")) return brought.length ? [fill(words("receive"), { amount: receivedText() })] : [];
    if (words("budget") && Number.isInteger(decision.budget)) {
      return [fill(words("budget"), { cost: sumText(decision, total), budget: sumText(decision, decision.budget) })];
    }
    if (words("pay") && total) return [fill(words("pay"), { amount: sumText(decision, total) })];
    return words("pay") ? [] : null;
  }

  function basketBody(decision) {
    const items = (Array.isArray(decision.items) ? decision.items : []).filter((i) => i && typeof i === "object");
    const key = draftKey(decision, "basket");
    const counts = Object.assign({}, state.drafts[key] || {});
    const body = el("div", "basket");
    let total = 0;
    let priced = false;
    let unchanged = true; // every line as first shown
    let lines = 0; // lines filled (not 0)
    let count = 0;
    const typedTexts = {}; // a line's number as typed so far (its field shows it as typed while it has the focus)
    for (const item of items) {
      const low = integer(item.low, 0);
      const high = Math.max(low, integer(item.high, low));
      if (typeof counts[item.key] === "string") {
        typedTexts[item.key] = counts[item.key];
        const least = Number.isInteger(item.least) && item.least > low ? item.least : null;
        counts[item.key] = typedValue(counts[item.key], low, high, Math.max(1, integer(item.step, 1)), least);
      } else {
        counts[item.key] = clamp(integer(counts[item.key], integer(item.initial, low)), low, high);
      }
      count += counts[item.key];
    }
    // the most of all lines together (Acquire's 3 shares a turn): each "+" stops where the sum reaches it
    const cap = Number.isInteger(decision.total_cap) ? decision.total_cap : null;
    const room = cap === null ? Infinity : cap - count;
    // the money the seat may spend where the table does not see it (Acquire's hidden holdings): a paid line's "+"
    // stops where one more step would cost more, as the touchscreen greys it, and the page says why, the amount
    // unwritten (a budget the table sees is written in the total, which goes red past it)
    const unitCost = (item) => integer(item.cost, integer(item.price, 0));
    const spent = items.reduce((sum, item) => (item.receives === true ? sum : sum + unitCost(item) * counts[item.key]), 0);
    // the cash the table sees (Acquire's open holdings) stops a "+" too, as on the touchscreen: the total went red
    // and Send grey, but the "+" took the basket past it ("$800 of $700") before anything said why
    const budget = Number.isInteger(decision.budget) ? decision.budget : null;
    const costNow = items.reduce((sum, item) => sum + unitCost(item) * counts[item.key], 0);
    const purse = Math.min(
      Number.isInteger(decision.own_budget) ? decision.own_budget - spent : Infinity,
      budget === null ? Infinity : budget - costNow
    );
    let short = false; // a "+" stopped by the money alone
    // lines with a group are listed under its heading, each by its name there ("Buy": Logistics, IT…), as the
    // touchscreen's tabs show them: twelve "buy Logistics", "sell Logistics"… lines read as one long list
    const grouped = (item) => (typeof item.group === "string" && item.group ? item.group : "");
    const headings = [...new Set(items.map(grouped))];
    const ordered = headings.length > 1 ? headings.flatMap((g) => items.filter((i) => grouped(i) === g)) : items;
    let heading = null;
    for (const item of ordered) {
      if (grouped(item) && grouped(item) !== heading) {
        heading = grouped(item);
        body.append(el("h4", "group", heading));
      }
      const low = integer(item.low, 0);
      const high = Math.max(low, integer(item.high, low));
      const step = Math.max(1, integer(item.step, 1));
      const initial = clamp(integer(item.initial, low), low, high);
      if (counts[item.key] !== initial) unchanged = false;
      if (counts[item.key] !== 0) lines += 1;
      let steps = Math.floor(Math.max(0, Math.min(high - counts[item.key], room)) / step); // whole steps only
      const each = item.receives === true ? 0 : unitCost(item) * step;
      if (each > 0 && purse < Infinity) {
        const afforded = Math.max(0, Math.floor(purse / each));
        if (afforded < steps) {
          steps = afforded;
          short = true;
        }
      }
      const most = counts[item.key] + steps * step;
      const row = el("div", "item");
      row.dataset.key = String(item.key);
      const name = el("div", "item-name");
      const member = grouped(item) && typeof item.member === "string" && item.member ? item.member : item.label;
      name.append(el("span", "label", member));
      // a name of a few words ("coût de la tuile ($)") takes the line's whole width over its − n +: beside them, in
      // what a 320 px phone leaves, it stood a word a line, four lines high
      row.classList.toggle("long", typeof member === "string" && member.trim().split(/\s+/).length > 2);
      // what one of the line adds to the cost, as the game counts it (a tile's cost is the number itself)
      total += integer(item.cost, integer(item.price, 0)) * counts[item.key];
      if (Number.isInteger(item.price)) {
        priced = true;
        name.append(el("span", "price", typeof item.price_text === "string" ? item.price_text : String(item.price)));
      }
      // what the line says beyond its name (the rule of a debt's sale, its note, why it stops), across the whole
      // line under its name and its − n +: beside them, in what the stepper leaves of a 360 px phone, a debt's
      // two notes stood a word or two a line, six lines high
      const notes = el("div", "item-notes");
      // a line that alone must hold at least `least` (a debt's sale) goes from nothing straight to it and back
      let change = keeper(key, counts, item.key);
      const least = Number.isInteger(item.least) && item.least > low ? item.least : null;
      if (least !== null) {
        const set = change;
        const now = counts[item.key];
        change = (next) => set(next > low && next < least ? (next > now ? least : low) : next);
        if (typeof item.least_note === "string" && item.least_note) notes.append(el("span", "note", item.least_note));
      }
      // what the touchscreen says beside the line: its note ("sold out"), and at its top why it stops there
      if (typeof item.note === "string" && item.note) notes.append(el("span", "note", item.note));
      if (typeof item.limit === "string" && item.limit && high > low && counts[item.key] >= high) {
        notes.append(el("span", "note stop", item.limit));
      }
      // typed: the draft keeps the text as typed; left: the count it stands for, the page left as it is
      const redraft = (value) => {
        state.drafts[key] = Object.assign({}, state.drafts[key] || {}, { [item.key]: value });
        keepDrafts();
      };
      const typing = {
        draft: key + "/" + String(item.key),
        text: item.key in typedTexts ? typedTexts[item.key] : null,
        typed: (text) => {
          redraft(text);
          render();
        },
        settled: redraft,
      };
      // a line whose number cannot change (nothing of it to buy, none held to sell): its name and why on a short
      // row, no − n + whose both halves are greyed; at 320 px a Mad Market turn with nothing to trade was twelve
      // such lines of three rows each, some 2,000 px to scroll before the end of the turn
      const fixed = high === low;
      row.classList.toggle("fixed", fixed);
      if (fixed) {
        if (low !== 0) name.append(el("span", "price", String(low)));
        row.append(name);
      } else {
        row.append(name, item.switch === true && low === 0 && high === 1
          ? toggle(counts[item.key], most, change, item)
          : stepper(counts[item.key], low, most, step, change, item.label, typing));
      }
      if (notes.childElementCount) row.append(notes);
      // its quick buttons (a hill adds $2, a city link costs $3): one tap where "+" would take several
      const quick = (Array.isArray(item.quick) ? item.quick : []).filter((q) => q && Number.isInteger(q.amount));
      if (quick.length && !fixed) {
        const chips = el("div", "quick");
        for (const q of quick) {
          const target = clamp(q.adds === false ? q.amount : counts[item.key] + q.amount, low, most);
          const chip = button("chip", q.label, () => change(target));
          chip.disabled = target === counts[item.key];
          chips.append(chip);
        }
        row.append(chips);
      }
      body.append(row);
    }
    const over = (budget !== null && total > budget) || purse < 0;
    // the total as the touchscreen words it: a sale's "you keep 1 of 4 · you receive $1,200" (money the player
    // receives, not pays), a trade's "you pay $300 · you receive $200"; a page sent no words reads a plain sum
    const parts = [];
    // the count in the server's words, said for each count (a language's plural is chosen there, not here)
    if (Array.isArray(decision.counted) && typeof decision.counted[count] === "string") {
      parts.push(decision.counted[count]);
    }
    const said = priced ? moneyWords(decision, items, counts, total) : null;
    if (said) {
      parts.push(...said);
    } else if (priced || budget !== null) {
      parts.push("\u03a3 " + sumText(decision, total) + (budget === null ? "" : " / " + sumText(decision, budget)));
    }
    // past the budget the table sees, by how much, beside the total ("$800 of $700 · $100 too much"): the total
    // only went red and "Send" grey, and the tap of "+" that passed it said nothing of why
    const past = budget !== null && total > budget && typeof decision.over_note === "string" && decision.over_note;
    if (past) parts.push(fill(decision.over_note, { amount: sumText(decision, total - budget) }));
    if (parts.length) {
      // each part whole on its row: "vous en gardez 3 sur 4 ·" broke at the narrow phone's edge
      const sum = el("p", over ? "total over" : "total");
      parts.forEach((part, at) => {
        if (at) sum.append(" \u00b7 ");
        sum.append(el("span", past && at === parts.length - 1 ? "part over-by" : "part", part));
      });
      sum.setAttribute("aria-live", "polite");
      body.append(sum);
    }
    // why every "+" is grey, once they are ("at most 3 in all"), as the screen says it at a tap on one
    if (cap !== null && room <= 0 && typeof decision.cap_note === "string" && decision.cap_note) {
      body.append(el("p", room < 0 ? "limit cap over" : "limit cap", decision.cap_note));
    } else if (!past && (short || purse < 0) && typeof decision.budget_note === "string" && decision.budget_note) {
      // a "+" greyed by the money ("$700 to spend in all"; "That costs more than you have." where the table does
      // not see it), said under the total, before anything is sent; a total typed past the cash says by how much
      body.append(el("p", purse < 0 ? "limit cap over" : "limit cap", decision.budget_note));
    }
    // with nothing chosen where nothing is no answer, the confirm reads what to do ("Sell"), as the touchscreen's
    const idle = count === 0 && typeof decision.idle === "string" && decision.idle ? decision.idle : null;
    const words = idle || filled(decision, { count: String(count), cost: sumText(decision, total) });
    const submit = button("primary send", words, () => {
      const chosen = {};
      for (const item of items) chosen[item.key] = counts[item.key];
      answer(decision, { basket: chosen });
    });
    // as the touchscreen's confirm: live only for what the rules may take (not the basket as first shown when
    // that is no answer, not more lines than one confirm takes, whose note says so)
    const crowded = Number.isInteger(decision.lines) && lines > decision.lines;
    if (crowded && typeof decision.lines_note === "string" && decision.lines_note) {
      body.append(el("p", "limit lines", decision.lines_note));
    }
    submit.disabled = over || crowded || room < 0 || (unchanged && decision.initial_allowed === false);
    body.append(submit, othersRow(decision));
    return body;
  }

  // `template` with each `{name}` of `values` put in; a name it does not know stays as written.
  function fill(template, values) {
    return template.replace(/\{([^{}]*)\}/g, (whole, name) =>
      Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole
    );
  }

  // The game's own words for a confirm that names the number chosen ("Buy 2 for $600"), filled as the
  // touchscreen fills them; a template with anything else in braces keeps the plain word.
  function filled(decision, values) {
    const template = decision.button_template;
    if (typeof template !== "string") return decision.button || text("confirm");
    let unknown = false;
    const words = template.replace(/\{([^{}]*)\}/g, (whole, name) => {
      if (Object.prototype.hasOwnProperty.call(values, name)) return values[name];
      unknown = true;
      return whole;
    });
    return unknown ? decision.button || text("confirm") : words;
  }

  // A basket's sum written as the screen writes money ("$1,200", "1.200" grouped in Italian), from the view's
  // `money`: what goes before and after the digits and the thousands separator.
  function sumText(decision, value) {
    return moneyText(decision.money, value);
  }

  // `value` written with a `money` format of the view (what goes before and after the digits, the separator).
  function moneyText(money, value) {
    const format = money && typeof money === "object" ? money : {};
    const part = (name) => (typeof format[name] === "string" ? format[name] : "");
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, part("group"));
    return (value < 0 ? "-" : "") + part("before") + digits + part("after");
  }

  // A confirm the rules refuse now (`enabled: false`) keeps its button, disabled: its question says why.
  function confirmBody(decision) {
    const send = button("primary send", decision.button || text("confirm"), () => answer(decision, { confirm: true }));
    withDetail(send, decision.detail);
    send.disabled = decision.enabled === false;
    return send;
  }

  // What a button moves ("+9M" for a loan), under its words, as a pick's option shows its detail: the console
  // writes it after the words ("Take the loan (+9M)").
  function withDetail(node, detail) {
    if (typeof detail !== "string" || !detail) return node;
    const words = node.textContent;
    node.textContent = "";
    node.classList.add("detailed");
    node.append(el("span", "label", words), el("span", "detail", detail));
    return node;
  }

  function diceBody(decision) {
    const dice = (Array.isArray(decision.dice) ? decision.dice : []).filter((d) => d && typeof d === "object");
    const key = draftKey(decision, "dice");
    const values = Object.assign({}, state.drafts[key] || {});
    const body = el("div", "dice");
    // dice the companion may throw: one tap and it throws them (a player without dice at hand), as on the screen
    if (typeof decision.roll === "string" && decision.roll) {
      body.append(button("secondary roll", decision.roll, () => answer(decision, { roll: true })));
    }
    let complete = true;
    for (const die of dice) {
      const low = integer(die.low, 1);
      const high = Math.max(low, integer(die.high, low));
      const set = keeper(key, values, die.name);
      const label = typeof die.label === "string" && die.label ? die.label : String(die.name); // "White die"
      const row = el("div", "die");
      row.dataset.name = String(die.name);
      if (dice.length > 1) row.append(el("div", "die-name", label)); // one die needs no name ("single")
      const faces = el("div", "faces");
      faces.dataset.count = String(high - low + 1); // a die of six: three and three where six do not fit a row
      if (high - low <= 11) {
        // every face a button: one tap per die, no counting up
        for (let face = low; face <= high; face += 1) {
          const tap = button("face", face, () => set(face));
          tap.setAttribute("aria-pressed", values[die.name] === face ? "true" : "false");
          faces.append(tap);
        }
        if (!Number.isInteger(values[die.name])) complete = false;
      } else {
        values[die.name] = clamp(integer(values[die.name], low), low, high);
        faces.append(stepper(values[die.name], low, high, 1, set, label));
      }
      row.append(faces);
      body.append(row);
    }
    // "Enter 3 + 4", as the touchscreen's button, once every die has its face (until then it cannot be tapped)
    const faces = dice.map((die) => String(values[die.name])).join(" + ");
    const words = complete ? filled(decision, { faces: faces }) : decision.button || text("confirm");
    const submit = button("primary send", words, () => {
      const chosen = {};
      for (const die of dice) chosen[die.name] = values[die.name];
      answer(decision, { dice: chosen });
    });
    submit.disabled = !complete;
    body.append(submit);
    return body;
  }

  // ---- start --------------------------------------------------------------------------------------------
  function start() {
    $("theme").addEventListener("click", toggleTheme);
    for (const node of document.querySelectorAll("[data-language]")) {
      node.addEventListener("click", () => chooseLanguage(node.dataset.language));
    }
    const language = storedLanguage();
    if (language) document.documentElement.lang = language;
    markLanguage();
    showWords();
    const code = $("code");
    code.addEventListener("input", () => {
      code.value = groupCode(code.value);
    });
    $("join").addEventListener("submit", join);
    window.addEventListener("online", reconnectNow);
    window.addEventListener("hashchange", switchSeat);
    window.addEventListener("resize", refit);
    $("recent-lines").addEventListener("scroll", markMore, { passive: true });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") reconnectNow();
    });
    state.token = takeToken();
    if (state.token) {
      render();
      connect();
    } else {
      showJoin();
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
