// Rök on a phone: a screen of a network table without an engine (rok_qt/net/phone_page.py).
// It speaks the table's own protocol (rok_qt/net/protocol.py) over a WebSocket: msgpack
// frames tagged by "t", a Join with board: true, Board views from the server, the same clock
// sync (NTP's formula over Ping/Pong, the best of the last 8) and race stamps taken from the
// tap's own event time since this phone's "go" (R7.3), as rok_qt/net/clock.py does.
"use strict";
(() => {
  const PROTOCOL_VERSION = 6;
  const PING_MS = 2000, QUICK_PINGS = 4, SAMPLES = 8, RETRY_MS = 1000;
  const GLYPHS = ["ᚠ", "ᚢ", "ᚦ", "ᚨ", "ᚱ", "ᚲ", "ᚷ", "ᚹ"];
  // The runes' strokes as the table draws them (rok_qt/ui/table/stone_art.py GLYPH_STROKES):
  // no phone needs a font with runes in it.
  const STROKES = [[[[-0.5,-1.0],[-0.5,1.0]],[[-0.5,-0.1],[0.55,-1.0]],[[-0.5,0.5],[0.55,-0.35]]],[[[-0.5,1.0],[-0.5,-1.0],[0.55,-0.4],[0.55,1.0]]],[[[-0.5,-1.0],[-0.5,1.0]],[[-0.5,-0.45],[0.55,0.1],[-0.5,0.65]]],[[[-0.5,-1.0],[-0.5,1.0]],[[-0.5,-1.0],[0.55,-0.1]],[[-0.5,-0.2],[0.55,0.7]]],[[[-0.5,-1.0],[-0.5,1.0]],[[-0.5,-1.0],[0.35,-0.675],[-0.5,-0.35],[0.6,1.0]]],[[[0.5,-0.8],[-0.45,0.0],[0.5,0.8]]],[[[-0.65,-0.95],[0.65,0.95]],[[0.65,-0.95],[-0.65,0.95]]],[[[-0.5,-1.0],[-0.5,1.0]],[[-0.5,-1.0],[0.65,-0.5],[-0.5,0.0]]]];
  const FLICK_GAIN = 1.6;   // mm slid per mm swiped on the table's scale
  const MP = window.MessagePack;
  const lang = (navigator.language || "en").slice(0, 2);
  const T = window.ROK_TEXTS[lang] || window.ROK_TEXTS.en;
  document.documentElement.lang = window.ROK_TEXTS[lang] ? lang : "en";
  const $ = (id) => document.getElementById(id);
  const code = decodeURIComponent(location.pathname.split("/")[2] || "").toUpperCase();
  const tokenKey = "rok-token-" + code;

  const S = {
    ws: null, token: localStorage.getItem(tokenKey) || "", seat: -1, names: [],
    lobby: [], board: null, go: null, paused: null, closed: null, watching: false,
    samples: [], sent: [], nextId: 1, actions: [], flash: null, aim: null,
    readyAt: -1, againSent: false, refused: "", lastNews: 0,
    seen: { taps: [], goes: [] },   // when takes were tapped and "go" shown (epoch ms)
  };
  const epoch = (ms) => performance.timeOrigin + ms;

  function t(key, params) {
    let text = T[key] !== undefined ? T[key] : window.ROK_TEXTS.en[key] || key;
    const all = Object.assign({}, params || {});
    if (all.name !== undefined) {
      all.de_name = /^[aeiouyàâäéèêëîïôöùûüœæh]/i.test(all.name) ? "d'" + all.name
        : "de " + all.name;
    }
    return String(text).replace(/\{(\w+)\}/g, (m, k) => (all[k] !== undefined ? all[k] : m));
  }
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);

  // --- stones (rok_qt/model/stones.py) -------------------------------------------------------
  const colourOf = (s) => Math.floor((s - 1) / 16);
  const symbolOf = (s) => Math.floor(((s - 1) % 16) / 2);
  const twinOf = (s) => ((s - 1) % 2 === 0 ? s + 1 : s - 1);
  const glyph = (s) => GLYPHS[symbolOf(s)];   // for words (aria labels), not drawing
  function stoneTile(s, extra) {
    const tile = document.createElement("canvas");
    tile.className = "stone" + (extra ? " " + extra : "");
    const size = 96;
    tile.width = tile.height = size;
    paintStone(tile.getContext("2d"), s, size / 2, size / 2, size / 2 - 3, false, 2);
    tile.setAttribute("role", "img");
    tile.setAttribute("aria-label", T.colours[colourOf(s)] + " " + glyph(s));
    return tile;
  }
  const FILL = ["#f4f1ea", "#9a9a96", "#2a2826"], INK = ["#3a2f22", "#15120e", "#f1e7cf"];
  function disc(c, x, y, r, fill, stroke, width) {
    c.beginPath();
    c.arc(x, y, r, 0, 2 * Math.PI);
    c.fillStyle = fill;
    c.fill();
    if (stroke) { c.lineWidth = width; c.strokeStyle = stroke; c.stroke(); }
  }
  // One stone on a canvas: a rune stone's colour and glyph, a face-down stone's back
  // (s < 0, or veiled before "go"), the Rune of Fate with its dot (s = 0).
  function paintStone(c, s, x, y, r, veiled, line) {
    if (s === 0) {
      disc(c, x, y, r, "#e8dcc0", "#00000055", line);
      disc(c, x, y, r * 0.18, "#6b4a2b");
      return;
    }
    if (s < 0 || veiled) return disc(c, x, y, r, "#5b4d3f", "#00000066", line);
    disc(c, x, y, r, FILL[colourOf(s)], "#00000066", line);
    const half = r * 0.65;
    c.strokeStyle = INK[colourOf(s)];
    c.lineWidth = r * 0.2;
    c.lineCap = "round";
    c.lineJoin = "round";
    c.beginPath();
    for (const stroke of STROKES[symbolOf(s)]) {
      c.moveTo(x + stroke[0][0] * half, y + stroke[0][1] * half);
      for (const [px, py] of stroke.slice(1)) c.lineTo(x + px * half, y + py * half);
    }
    c.stroke();
  }
  const stonesText = (list) => list.map((s) => glyph(s)).join(" ");
  const nameOf = (seat) => (seat === S.seat ? t("you")
    : (S.names[seat] || (S.lobby[seat] && S.lobby[seat].name) || "?"));

  // --- the clock (rok_qt/net/clock.py: ClockSync and RaceStamper) ----------------------------
  function sample(sent, rx, tx, received) {
    const held = tx - rx, rtt = received - sent - held;
    if (held < 0 || rtt < 0) return;
    S.samples.push({ rtt, offset: (rx - sent + (tx - received)) / 2 });
    if (S.samples.length > SAMPLES) S.samples.shift();
  }
  function best() {
    return S.samples.reduce((a, b) => (b.rtt < a.rtt ? b : a), S.samples[0]);
  }
  const toClient = (serverMs) => serverMs - (S.samples.length ? best().offset : 0);
  function raceMs(clientMs) {
    if (!S.go) return -1;
    return Math.max(0, S.go.raceMs + clientMs - S.go.clientMs);
  }
  const started = () => S.go && performance.now() >= S.go.clientMs;

  // --- the connection ------------------------------------------------------------------------
  function send(message) {
    if (S.ws && S.ws.readyState === 1) S.ws.send(MP.encode(message));
  }
  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(scheme + "//" + location.host + "/t/" + encodeURIComponent(code));
    ws.binaryType = "arraybuffer";
    S.ws = ws;
    let hello = 0;
    ws.onopen = () => {
      hello = performance.now();
      const join = { t: "join", version: PROTOCOL_VERSION, table: code, board: true };
      if (S.token) Object.assign(join, { token: S.token });
      else Object.assign(join, { spectator: true });
      ws.send(MP.encode(join));
    };
    ws.onmessage = (event) => {
      const now = performance.now();
      let message;
      try { message = MP.decode(new Uint8Array(event.data)); } catch (e) { return; }
      if (message.t === "welcome") sample(hello, message.server_ms, message.server_ms, now);
      receive(message, now);
    };
    ws.onclose = () => {
      if (S.ws !== ws) return;
      S.ws = null;
      if (S.closed) return;
      status(t("reconnecting"));
      setTimeout(connect, RETRY_MS);
    };
  }
  function pings() {
    let quick = 0;
    const ping = () => {
      const now = performance.now();
      S.sent.push(now);
      if (S.sent.length > SAMPLES) S.sent.shift();
      send({ t: "ping", client_ms: now });
    };
    const timer = setInterval(() => { if (quick++ < QUICK_PINGS) ping(); }, 50);
    setTimeout(() => clearInterval(timer), 50 * (QUICK_PINGS + 1));
    setInterval(ping, PING_MS);
  }

  const handlers = {
    probe: (m) => send({ t: "echo", nonce: m.nonce }),
    pong(m, now) {
      const i = S.sent.indexOf(m.client_ms);
      if (i < 0) return;
      S.sent.splice(i, 1);
      sample(m.client_ms, m.server_rx_ms, m.server_tx_ms, now);
    },
    welcome(m) {
      S.seat = m.seats.length ? m.seats[0] : -1;
      S.token = m.token;
      if (S.seat >= 0) localStorage.setItem(tokenKey, m.token);
      S.lobby = m.lobby;
      status("");
      render();
    },
    seats(m) { S.lobby = m.seats; render(); },
    board(m) {
      S.board = m;
      S.names = m.seats.map((seat) => seat.name);
      S.actions = S.actions.filter((a) => a.id > m.acked);
      for (const event of m.news) news(event);
      if (!m.racing && m.phase !== "grab") S.go = null;
      render();
    },
    go(m) {
      S.go = { clientMs: toClient(m.at_ms), raceMs: m.race_ms, round: m.round };
      S.paused = null;
      render();
    },
    paused(m) { S.paused = m.seats; S.go = null; render(); },
    resumed() { S.paused = null; render(); },
    refused(m) {
      S.actions = S.actions.filter((a) => a.id !== m.id);
      flash(m.text, "bad");
    },
    error(m) {
      if (m.code === "token") {
        S.token = "";
        localStorage.removeItem(tokenKey);
        return;   // the connection closes: the next one watches the lobby
      }
      const words = { name: "err_name", full: "err_full", no_table: "err_no_table",
        version: "err_version", busy: "err_busy", wait: "err_wait" };
      if (m.code === "not_now" && /seats/.test(m.text)) { S.seat = -1; status(t("moved")); }
      else if (m.fatal && m.code === "full" && S.seat < 0) S.watching = true;
      const text = words[m.code] ? t(words[m.code]) : t("err_other");
      if (m.fatal && (m.code === "no_table" || m.code === "version")) {
        S.closed = { title: t("closed"), text };
      }
      $("join-error").textContent = text;
      render();
    },
    closed(m) {
      S.closed = { title: t("closed"), text: t("closed_" + m.reason) };
      localStorage.removeItem(tokenKey);
      render();
    },
  };
  function receive(message, now) {
    const handler = handlers[message.t];
    if (handler) handler(message, now);
  }

  // --- what happened to this seat --------------------------------------------------------------
  function vibrate(pattern) {
    if (navigator.vibrate) try { navigator.vibrate(pattern); } catch (e) { /* not allowed */ }
  }
  function news(event) {
    if (event.type === "stone_taken") { vibrate(25); flash(t("taken"), "good"); }
    if (event.type === "take_beaten") {
      vibrate([70, 50, 70]);
      flash(t("beaten", { name: nameOf(event.winner),
        ms: Math.max(0, Math.round(event.ms - event.winner_ms)) }), "bad");
    }
  }
  function flash(text, kind) {
    S.flash = { text, kind, until: performance.now() + 1500 };
    draw();
  }
  function status(text) { $("status").textContent = text; }

  // --- the view: which section, and what is in it ---------------------------------------------
  function show(id) {
    for (const section of document.querySelectorAll("main > section")) {
      section.hidden = section.id !== id;
    }
  }
  function render() {
    const board = S.board;
    $("who").textContent = S.seat >= 0 && board ? board.seats[S.seat].name
      : (S.seat >= 0 && S.lobby[S.seat] ? S.lobby[S.seat].name : "Rök");
    if (S.closed) {
      $("closed-title").textContent = S.closed.title;
      $("closed-text").textContent = S.closed.text;
      return show("closed");
    }
    if (S.paused) {
      status(t("paused", { names: S.paused.map(nameOf).join(", ") }));
      S.pausedShown = true;
    } else if (S.pausedShown) {
      status("");
      S.pausedShown = false;
    }
    if (!board) return S.seat >= 0 ? lobbyJoined() : joinForm();
    if (S.seat < 0) status(t("watching"));
    if (board.phase === "over") return over(board);
    if (board.phase === "summary") return between(board);
    show("play");
    ask(board);
    hand();
    draw();
  }

  function joinForm() {
    show("join");
    const open = S.lobby.filter((seat) => seat.kind === "open");
    const list = $("seat-list");
    const chosen = list.querySelector("input:checked");
    const keep = chosen ? chosen.value : "any";
    list.querySelectorAll(".seat").forEach((n) => n.remove());
    const option = (value, label, free) => {
      const row = document.createElement("label");
      row.className = "seat" + (free ? "" : " taken");
      const input = document.createElement("input");
      Object.assign(input, { type: "radio", name: "seat", value, disabled: !free });
      input.checked = value === keep && free;
      row.append(input, document.createTextNode(label));
      list.append(row);
      return input;
    };
    const any = option("any", t("any_seat"), open.length > 0);
    if (!list.querySelector("input:checked") && open.length) any.checked = true;
    for (const seat of S.lobby) {
      const free = seat.kind === "open";
      const who = free ? "" : " · " + seat.name;
      option(String(seat.seat), t("seat_n", { n: seat.seat + 1 }) + who, free);
    }
    $("join-button").disabled = open.length === 0;
    if (!open.length && !S.watching) $("join-error").textContent = t("no_seat");
    else if ($("join-error").textContent === t("no_seat")) $("join-error").textContent = "";
  }
  function lobbyJoined() {
    show("joined");
    const me = S.lobby[S.seat];
    $("joined-as").textContent = me ? t("joined_as", { name: me.name, n: S.seat + 1 }) : "";
    const list = $("lobby");
    list.replaceChildren(...S.lobby.map((seat) => {
      const item = document.createElement("li");
      item.textContent = t("seat_n", { n: seat.seat + 1 }) + ": "
        + (seat.kind === "open" ? "…" : seat.name);
      return item;
    }));
  }

  function button(text, onClick, className) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    if (className) b.className = className;
    b.addEventListener("click", onClick);
    return b;
  }
  function ask(board) {
    const box = $("ask");
    if (box.firstChild) box.replaceChildren();
    const say = (text) => { const p = document.createElement("p"); p.textContent = text; box.append(p); };
    if (board.phase === "throw") {
      if (board.asks === "throw") {
        box.append(button(t("throw"), () => answer({ type: "throw", player: S.seat }),
          "big huge"));
      } else say(t("throw_wait", { name: nameOf(board.first) }));
    } else if (board.asks === "penalty") {
      say(t("penalty"));
      for (const [a, b] of board.penalty) {
        const pick = button("", () => answer({ type: "penalty", player: S.seat, a, b }), "pair");
        pick.append(stoneTile(a), stoneTile(b));
        box.append(pick);
      }
    } else if (board.asks === "order") {
      say(t("order"));
      const order = S.order && S.order.length === board.order.length ? S.order : board.order.slice();
      S.order = order;
      order.forEach((stone, i) => {
        const claim = board.claims.find((c) => c[1] === stone);
        const row = button(" " + nameOf(claim ? claim[0] : -1) + " → "
          + nameOf(claim ? claim[2] : -1), () => {
          if (i > 0) [order[i - 1], order[i]] = [order[i], order[i - 1]];
          ask(board);
        }, "pair");
        row.prepend(stoneTile(stone));
        box.append(row);
      });
      box.append(button(t("order_send"), () => {
        answer({ type: "order", player: S.seat, order: S.order });
        S.order = null;
      }, "big"));
    } else if (board.phase === "flick") {
      const turn = board.contest && board.contest.contestants.find(
        (seat) => !board.contest.flicked.some((f) => f[0] === seat));
      say(board.asks === "flick" ? t("flick") : t("flick_wait", { name: nameOf(turn) }));
    }
    const racing = board.phase === "grab" && started();
    const me = S.seat >= 0 ? board.seats[S.seat] : null;
    $("put-back").disabled = !racing || handStones().length === 0;
    $("done").disabled = !racing || !me || me.done || doneSent();
  }
  function answer(move) { send({ t: "answer", move }); }

  // --- the race: the table as it lies, with this phone's own moves shown at once -------------
  function handStones() {
    const board = S.board;
    if (!board) return [];
    let hand = board.hand.slice();
    for (const a of S.actions) {
      if (a.kind === "take") {
        hand.push(a.stone);
        if (hand.length === 2) hand = [];
      } else if (a.kind === "put_back" || a.kind === "lay") hand = hand.filter((s) => s !== a.stone);
    }
    return hand;
  }
  const doneSent = () => S.actions.some((a) => a.kind === "done");
  function lyingStones() {
    const board = S.board;
    if (board.phase === "flick" && board.contest) {
      return board.contest.lying.concat(board.contest.flicked.map((f) => [f[1], f[2], f[3]]));
    }
    const gone = new Set(S.actions.filter((a) => a.kind === "take").map((a) => a.stone));
    const back = S.actions.filter((a) => a.kind === "put_back" && a.at);
    return board.stones.filter((s) => !gone.has(s[0])).concat(back.map((a) => a.at));
  }
  function live(kind, stone, ms, extra, stamp) {
    const id = S.nextId++;
    if (kind === "take") S.seen.taps.push({ id, seat: S.seat, stone, at: epoch(stamp) });
    if (S.seen.taps.length > 500) S.seen.taps.shift();
    const move = Object.assign({ type: kind, player: S.seat, ms }, extra || {});
    if (stone !== null) move.stone = stone;
    S.actions.push(Object.assign({ id, kind, stone }, extra || {}));
    send({ t: "live", id, move });
    render();
    return id;
  }
  function hand() {
    const box = $("hand");
    const stones = handStones();
    const shown = stones.join(" ");
    if (box.dataset.shown === shown) return;   // new tiles only when the hand changed
    box.dataset.shown = shown;
    box.replaceChildren(...stones.map((s) => {
      const tile = stoneTile(s);
      tile.setAttribute("role", "button");
      return tile;
    }));
  }

  // --- drawing the table ----------------------------------------------------------------------
  const canvas = $("table");
  const ctx = canvas.getContext("2d");
  let view = { scale: 1, cx: 0, cy: 0, turn: 0, r: 10 };
  function layout() {
    const board = S.board;
    const g = board.geometry;
    const dpr = window.devicePixelRatio || 1;
    const size = Math.round(canvas.clientWidth * dpr);
    if (canvas.width !== size) { canvas.width = size; canvas.height = size; }
    // The stones fill the view (they seldom lie near the rim): as far as the farthest of
    // them, and no nearer than a third of the table, so each is big enough to tap.
    let reach = g[0] * 0.35;
    if (board.phase === "flick") reach = g[0];
    else for (const [, x, y] of board.stones) reach = Math.max(reach, Math.hypot(x, y));
    const ring = 30 * dpr;   // the balance stones' ring inside the view's edge
    const scale = Math.min((size / 2 - 2 * ring) / (reach + g[1] * 1.2), size / 2 / g[0] * 1.9);
    const n = board.seats.length;
    const turn = S.seat >= 0 ? 2 * Math.PI * S.seat / n : 0;
    view = { scale, cx: size / 2, cy: size / 2, turn, dpr, size,
      r: Math.max(g[1] * scale * 1.1, 15 * dpr), g, n };
  }
  function toScreen(x, y) {
    const c = Math.cos(view.turn), s = Math.sin(view.turn);
    const rx = x * c - y * s, ry = x * s + y * c;
    return [view.cx + rx * view.scale, view.cy - ry * view.scale];
  }
  function seatAngle(seat) { return -Math.PI / 2 - 2 * Math.PI * seat / view.n; }
  function balanceSpot(seat) {
    const a = seatAngle(seat) + view.turn, r = view.size / 2 - 24 * view.dpr;
    return [view.cx + r * Math.cos(a), view.cy - r * Math.sin(a)];
  }
  function drawStone(s, x, y, veiled) {
    const r = s === 0 ? Math.max(view.g[2] * view.scale, view.r * 0.8) : view.r;
    paintStone(ctx, s, x, y, r, veiled, 2 * view.dpr);
  }
  // The table is painted at the next frame after something on it changed, never every
  // frame: a page that paints all the time keeps the phone's main thread busy, and a tap
  // then waits for the frame in hand before its handler runs (and the battery pays).
  let dirty = true;
  function draw() { dirty = true; }
  function paint() {
    const board = S.board;
    if (!board || $("play").hidden) return;
    layout();
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    disc(ctx, view.cx, view.cy, canvas.width / 2, "#6b4a2b");
    disc(ctx, view.cx, view.cy, canvas.width / 2 - 3 * view.dpr, "#7c5733");
    const veiled = board.phase === "grab" && S.go && !started();
    for (const [s, x, y] of lyingStones()) drawStone(s, ...toScreen(x, y), veiled);
    ctx.font = `${Math.round(12 * view.dpr)}px system-ui, sans-serif`;
    board.seats.forEach((seat, i) => {
      const [x, y] = balanceSpot(i);
      const r = 18 * view.dpr;
      if (seat.balance >= 0) paintStone(ctx, seat.balance, x, y, r, false, 2 * view.dpr);
      ctx.lineWidth = 3 * view.dpr;
      ctx.strokeStyle = i === S.seat ? "#e2b349" : "#f2ead877";
      ctx.beginPath();
      ctx.arc(x, y, r + 4 * view.dpr, 0, 2 * Math.PI);
      ctx.stroke();
      label(i === S.seat ? t("you") : seat.name, x, y, r + 8 * view.dpr);
    });
    if (board.phase === "flick" && board.contest && board.asks === "flick") drawAim();
  }
  // A seat's name on a dark tab: readable over the felt and over a stone lying near the rim.
  // It stands inward of the seat's ring (x, y, radius `clear`), wholly clear of it.
  function label(text, x, y, clear) {
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const most = view.size * 0.28;   // a long name is cut short, not run across the table
    if (ctx.measureText(text).width > most) {
      while (text.length > 1 && ctx.measureText(text + "…").width > most) text = text.slice(0, -1);
      text += "…";
    }
    const w = ctx.measureText(text).width + 10 * view.dpr, h = 18 * view.dpr;
    const away = Math.hypot(view.cx - x, view.cy - y) || 1;
    const ux = (view.cx - x) / away, uy = (view.cy - y) / away;
    const reach = clear + Math.abs(ux) * w / 2 + Math.abs(uy) * h / 2;
    x += ux * reach;
    y += uy * reach;
    ctx.fillStyle = "#1f1b16cc";
    ctx.beginPath();
    if (ctx.roundRect) ctx.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
    else ctx.rect(x - w / 2, y - h / 2, w, h);   // Safari before 16
    ctx.fill();
    ctx.fillStyle = "#f2ead8";
    ctx.fillText(text, x, y);
  }
  function drawAim() {
    const [sx, sy] = toScreen(...S.board.contest.start);
    disc(ctx, sx, sy, view.r, "#e2b349", "#201a10", 2 * view.dpr);
    if (!S.aim) return;
    ctx.strokeStyle = "#e2b349";
    ctx.lineWidth = 3 * view.dpr;
    ctx.setLineDash([8 * view.dpr, 6 * view.dpr]);
    ctx.beginPath();
    ctx.moveTo(sx, sy);
    ctx.lineTo(sx + S.aim.dx * FLICK_GAIN, sy + S.aim.dy * FLICK_GAIN);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  function banner() {
    const board = S.board, el = $("banner");
    const now = performance.now();
    let text = "", kind = "";
    if (S.flash && now < S.flash.until) ({ text, kind } = S.flash);
    else if (board.phase === "grab" && S.go && !started()) {
      const left = Math.ceil((S.go.clientMs - now) / 1000);
      text = left <= 3 ? String(left) : t("get_ready");
    } else if (board.phase === "grab" && S.seat >= 0 && board.seats[S.seat].done) text = t("you_done");
    else if (board.phase === "grab" && started()) {
      text = handStones().length ? t("hand_one") : t("tap_hint");
    }
    if (el.textContent !== text) el.textContent = text;
    if (el.className !== kind) el.className = kind;
    const limit = board.limit_ms;
    const left = board.phase === "grab" && started() && limit
      ? Math.max(0, Math.ceil((limit - raceMs(now)) / 1000)) : "";
    const clock = left === "" ? "" : left + " s";
    if ($("clock").textContent !== clock) $("clock").textContent = clock;
  }
  function tick(frameMs) {
    if (S.board && !$("play").hidden) {
      const board = S.board;
      const wasStarted = S.wasStarted;
      S.wasStarted = started();
      if (wasStarted !== S.wasStarted) {
        ask(board);
        dirty = true;   // the veil comes off
      }
      if (dirty) {
        dirty = false;
        paint();
      }
      banner();
      if (S.wasStarted && !wasStarted && S.go) {
        S.seen.goes.push({ round: S.go.round, at: epoch(frameMs) });
      }
    }
    requestAnimationFrame(tick);
  }

  // --- taps ------------------------------------------------------------------------------------
  function canvasPoint(clientX, clientY) {
    const rect = canvas.getBoundingClientRect();
    return [(clientX - rect.left) * view.dpr, (clientY - rect.top) * view.dpr];
  }
  function hit(px, py) {
    const reach = Math.max(view.r * 1.3, 26 * view.dpr);
    let found = null, bestD = reach;
    for (const [s, x, y] of lyingStones()) {
      if (s <= 0) continue;
      const [sx, sy] = toScreen(x, y);
      const d = Math.hypot(sx - px, sy - py);
      if (d < bestD) { bestD = d; found = { stone: s, at: [s, x, y] }; }
    }
    S.board.seats.forEach((seat, i) => {
      if (seat.balance < 0) return;
      const [bx, by] = balanceSpot(i);
      const d = Math.hypot(bx - px, by - py);
      if (d < bestD) { bestD = d; found = { balance: seat.balance }; }
    });
    return found;
  }
  function tap(px, py, stamp) {
    const board = S.board;
    if (!board || S.seat < 0 || board.phase !== "grab" || !started() || S.paused) return;
    if (board.seats[S.seat].done || doneSent()) return;
    const target = hit(px, py);
    if (!target) return;
    const ms = Math.round(raceMs(stamp) * 10) / 10;
    const inHand = handStones();
    if (target.balance !== undefined) {
      if (inHand.length === 1) live("lay", inHand[0], ms, { balance: target.balance });
      return;
    }
    const id = live("take", target.stone, ms, null, stamp);
    S.actions.find((a) => a.id === id).from = target.at;
  }
  function putBack(stamp) {
    const inHand = handStones();
    if (!inHand.length || !started()) return;
    const stone = inHand[0];
    const take = S.actions.find((a) => a.kind === "take" && a.stone === stone);
    const at = take ? take.from : null;
    live("put_back", stone, Math.round(raceMs(stamp) * 10) / 10, null);
    const last = S.actions[S.actions.length - 1];
    if (at) last.at = at;
  }
  function startFlick(px, py) {
    if (!S.board || S.board.phase !== "flick" || S.board.asks !== "flick") return false;
    S.aim = { x0: px, y0: py, dx: 0, dy: 0 };
    return true;
  }
  function endFlick() {
    const aim = S.aim;
    S.aim = null;
    const length = Math.hypot(aim.dx, aim.dy);
    if (length < 12 * view.dpr) return draw();
    const c = Math.cos(-view.turn), s = Math.sin(-view.turn);
    const tx = aim.dx / view.scale, ty = -aim.dy / view.scale;
    const x = tx * c - ty * s, y = tx * s + ty * c;
    const g = view.g;
    const slide = Math.hypot(x, y) * FLICK_GAIN;
    const speed = Math.min(g[4], Math.sqrt(2 * g[3] * slide));
    const [sx, sy] = S.board.contest.start;
    answer({ type: "flick", player: S.seat, x: sx, y: sy, angle: Math.atan2(y, x), speed });
    draw();
  }
  canvas.addEventListener("touchstart", (event) => {
    event.preventDefault();
    wakeLock();
    const touch = event.changedTouches[0];
    const [px, py] = canvasPoint(touch.clientX, touch.clientY);
    if (!startFlick(px, py)) tap(px, py, event.timeStamp);
  }, { passive: false });
  canvas.addEventListener("touchmove", (event) => {
    event.preventDefault();
    if (!S.aim) return;
    const [px, py] = canvasPoint(event.changedTouches[0].clientX, event.changedTouches[0].clientY);
    S.aim.dx = px - S.aim.x0;
    S.aim.dy = py - S.aim.y0;
    draw();
  }, { passive: false });
  canvas.addEventListener("touchend", (event) => {
    event.preventDefault();
    if (S.aim) endFlick();
  }, { passive: false });
  canvas.addEventListener("mousedown", (event) => {   // a phone's browser on a desktop
    const [px, py] = canvasPoint(event.clientX, event.clientY);
    if (!startFlick(px, py)) tap(px, py, event.timeStamp);
  });
  canvas.addEventListener("mousemove", (event) => {
    if (!S.aim) return;
    const [px, py] = canvasPoint(event.clientX, event.clientY);
    S.aim.dx = px - S.aim.x0;
    S.aim.dy = py - S.aim.y0;
    draw();
  });
  canvas.addEventListener("mouseup", () => { if (S.aim) endFlick(); });
  const stampOf = (event) => event.timeStamp;
  $("hand").addEventListener("pointerdown", (event) => putBack(stampOf(event)));
  $("put-back").addEventListener("pointerdown", (event) => putBack(stampOf(event)));
  $("done").addEventListener("pointerdown", (event) => {
    if (!started() || doneSent()) return;
    live("done", null, Math.round(raceMs(stampOf(event)) * 10) / 10, null);
  });

  // --- between rounds, and the end ------------------------------------------------------------
  function line(event) {
    const colour = (s) => T.colours[colourOf(s)];
    switch (event.type) {
      case "pair_taken": return [t("pair_taken", { stones: stonesText([event.a, event.b]) }), "good"];
      case "own_twin_taken":
        return [t("own_twin_taken", { stones: stonesText([event.stone, event.balance]) }), "good"];
      case "claim_made": return [t("claim_made", { name: nameOf(event.victim) }), "good"];
      case "wrong_pair_returned": return [t("wrong_pair_returned"), "bad"];
      case "split_returned": return [t("split_returned"), "bad"];
      case "penalty_paid": return [t("penalty_paid", { stones: stonesText([event.a, event.b]) }), "bad"];
      case "penalty_waived": return [t("penalty_waived"), ""];
      case "captured":
        return event.claimant === S.seat
          ? [t("captured_me", { name: nameOf(event.victim), colour: colour(event.stones[1]),
            n: event.stones.length }), "good"]
          : [t("captured_by", { name: nameOf(event.claimant), colour: colour(event.stones[1]),
            n: event.stones.length }), "bad"];
      case "race_won": return [t("race_won", { ms: Math.round(event.margin_ms) }), "good"];
      case "race_lost":
        return event.player === S.seat
          ? [event.coin_flip ? t("coin", { name: nameOf(event.winner) })
            : t("race_lost", { name: nameOf(event.winner), ms: Math.round(event.by_ms) }), "bad"]
          : null;
      case "contest_ended":
        return event.winner === null ? null
          : [t("contest_won", { name: nameOf(event.winner) }), ""];
      default: return null;
    }
  }
  function between(board) {
    show("between");
    $("between-title").textContent = t("round_n", { n: board.round });
    const me = S.seat >= 0 ? board.seats[S.seat] : null;
    $("score-line").textContent = me ? t("score", { n: me.treasure.length }) : "";
    $("treasure").replaceChildren(...(me ? me.treasure.slice().sort((a, b) => a - b).map(
      (s) => stoneTile(s)) : []));
    // The round's settling about this seat; a round that brought it nothing says so (its
    // take put back, or no race at all), rather than leaving an empty list.
    const lines = board.lines.map(line).filter(Boolean);
    if (me && !lines.length) lines.push([t("nothing"), ""]);
    $("lines").replaceChildren(...lines.map(([text, kind]) => {
      const item = document.createElement("li");
      item.textContent = text;
      item.className = kind;
      return item;
    }));
    $("standings").replaceChildren(...board.seats.map((seat, i) => {
      const item = document.createElement("li");
      item.textContent = seat.name + ": " + seat.treasure.length;
      if (i === S.seat) item.className = "me";
      return item;
    }));
    const asked = board.asks === "ready" && S.readyAt !== board.round;
    $("ready").hidden = !asked;
    $("ready-wait").hidden = asked || !me;
    $("clock").textContent = "";
  }
  $("ready").addEventListener("click", () => {
    S.readyAt = S.board.round;
    send({ t: "ready", seats: [S.seat] });
    between(S.board);
  });
  function over(board) {
    show("over");
    $("clock").textContent = "";
    const order = board.scores.map((score, seat) => ({ score, seat }))
      .sort((a, b) => b.score - a.score);
    $("scores").replaceChildren(...order.map(({ score, seat }) => {
      const item = document.createElement("li");
      item.textContent = board.seats[seat].name + ": " + score;
      if (seat === S.seat) item.className = "me";
      item.dataset.seat = String(seat);
      item.dataset.score = String(score);
      return item;
    }));
    $("master").textContent = board.grand_master >= 0
      ? t("master", { name: board.seats[board.grand_master].name }) : t("no_master");
    $("again").hidden = S.seat < 0;
    $("again").disabled = S.againSent;
  }
  $("again").addEventListener("click", () => {
    S.againSent = true;
    send({ t: "ready", seats: [S.seat] });
    status(t("again_wait"));
    render();
  });

  // --- joining ---------------------------------------------------------------------------------
  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    wakeLock();
    const name = $("name").value.trim();
    if (!name) { $("join-error").textContent = t("err_name"); return; }
    localStorage.setItem("rok-name", name);
    const chosen = $("seat-list").querySelector("input:checked");
    const seat = chosen && chosen.value !== "any" ? Number(chosen.value) : null;
    $("join-error").textContent = "";
    send({ t: "sit", name, seat });
  });
  $("name").value = localStorage.getItem("rok-name") || "";

  // --- the screen stays awake while the game is on (where the browser offers it) -------------
  let lock = null;
  async function wakeLock() {
    if (lock || !("wakeLock" in navigator)) return;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => { lock = null; });
    } catch (e) { lock = null; }
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && S.board) wakeLock();
  });
  window.addEventListener("resize", draw);

  // For the tests and the benchmark, read only: the page's state, and where each stone a
  // finger may tap lies on the screen (CSS px), as a person sees them.
  window.rok = S;
  window.rokSpots = () => {
    if (!S.board || $("play").hidden) return [];
    const rect = canvas.getBoundingClientRect();
    return lyingStones().filter(([s]) => s > 0).map(([s, x, y]) => {
      const [px, py] = toScreen(x, y);
      return { stone: s, x: rect.left + px / view.dpr, y: rect.top + py / view.dpr };
    });
  };
  window.rokFlickFrom = () => {
    if (!S.board || !S.board.contest) return null;
    const rect = canvas.getBoundingClientRect();
    const [px, py] = toScreen(...S.board.contest.start);
    return { x: rect.left + px / view.dpr, y: rect.top + py / view.dpr };
  };
  if (!/^[0-9A-Z-]{1,32}$/.test(code)) {
    S.closed = { title: t("closed"), text: t("err_no_table") };
    render();
    return;
  }
  connect();
  pings();
  requestAnimationFrame(tick);
})();
