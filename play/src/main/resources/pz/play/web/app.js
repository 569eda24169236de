// pz play: draws the board from /api/state and turns clicks into steps of the game's notation.
// No build step and no library: plain DOM and SVG.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const OWNER_FILL = ["#fbfaf5", "#2d2a26", "#c0392b", "#e5b31b"];
const OWNER_INK = ["#2d2a26", "#fbfaf5", "#fff6ee", "#3a2c00"];
const GLYPH = { P: "\u265F", B: "\u265D", N: "\u265E", R: "\u265C", Q: "\u265B", Y: "\u25B2", A: "\u265B", C: "\u265E" };
const TILE_FILL = { R: "#d2463c", Y: "#e9b92c", B: "#3a73c9" };
const TILE_RULE = {
  RC: "KING", RS: "ROOK", RT: "BISHOP/KNIGHT", YC: "3-IN-LINE", YS: "COLOR", YT: "SHAPE",
  BC: "POLARITY", BS: "COLOR", BT: "SHAPE",
};
const HEX_SHADES = ["#eddcb6", "#d9c197", "#c8aa7a"];

let state = null;
let seatNamesByGame = {}; // from /api/games: each game's seat names
let selected = null; // a cell name whose moves are shown
let poll = null;
let busy = false;

const $ = (id) => document.getElementById(id);

// The server obeys only same-origin requests and takes POST bodies only as JSON (RequestGuard.java),
// so every POST says application/json, with {} when there is nothing to send.
async function api(method, path, body) {
  const post = method === "POST";
  const res = await fetch(path, {
    method,
    mode: "same-origin",
    headers: post ? { "Content-Type": "application/json" } : {},
    body: post ? JSON.stringify(body === undefined ? {} : body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) {
    const err = new Error(json.error || "HTTP " + res.status);
    err.status = res.status;
    throw err;
  }
  return json;
}

function say(text, error) {
  const m = $("message");
  m.textContent = text || "";
  m.className = error ? "error" : "";
}

function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

function seatNames(spec) {
  return seatNamesByGame[spec.split(":")[0].trim().toLowerCase()] || ["White", "Black", "Red", "Yellow"];
}

function playersOf(spec) {
  const m = /players=(\d)/.exec(spec);
  return m ? Number(m[1]) : 2;
}

function fillSeats(spec, current) {
  const sel = $("seats");
  const names = seatNames(spec);
  sel.innerHTML = "";
  const n = playersOf(spec);
  for (let s = 0; s < n; s++) sel.add(new Option(names[s], String(s)));
  sel.add(new Option("every seat (hot seat)", "all"));
  sel.add(new Option("no seat (watch)", "none"));
  if (current !== undefined) sel.value = current;
}

// ---- drawing -------------------------------------------------------------------------------

function geometry(b, family) {
  const M = 28;
  if (b.shape === "hex") {
    const R = 29, w = Math.sqrt(3) * R;
    return {
      M, R, hex: true,
      width: 2 * M + b.columns * w, height: 2 * M + (b.rows - 1) * 1.5 * R + 2 * R,
      center: (c) => [M + c.x * w + w / 2, M + c.y * 1.5 * R + R],
      size: w,
    };
  }
  const S = family === "kadon" ? 124 : b.columns >= 10 ? 52 : 64;
  return {
    M, S, hex: false,
    width: 2 * M + b.columns * S, height: 2 * M + b.rows * S,
    center: (c) => [M + c.x * S + S / 2, M + c.y * S + S / 2],
    size: S,
  };
}

function hexPoints(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 180 * (60 * i - 30);
    pts.push((cx + r * Math.cos(a)).toFixed(1) + "," + (cy + r * Math.sin(a)).toFixed(1));
  }
  return pts.join(" ");
}

function shapePath(shape, cx, cy, r) {
  if (shape === "C") return ["circle", { cx, cy, r }];
  if (shape === "S") return ["rect", { x: cx - r * 0.9, y: cy - r * 0.9, width: 1.8 * r, height: 1.8 * r }];
  const h = r * 1.15;
  return ["polygon", { points: `${cx},${cy - h} ${cx + h},${cy + h * 0.75} ${cx - h},${cy + h * 0.75}` }];
}

function draw() {
  const svg = $("board");
  svg.innerHTML = "";
  const b = state.board;
  if (b.shape === "none") {
    svg.setAttribute("width", 420);
    svg.setAttribute("height", 80);
    el("text", { x: 20, y: 45 }, svg).textContent = state.info.join("  ");
    return;
  }
  const g = geometry(b, state.family);
  svg.setAttribute("width", Math.ceil(g.width));
  svg.setAttribute("height", Math.ceil(g.height));
  svg.setAttribute("viewBox", `0 0 ${Math.ceil(g.width)} ${Math.ceil(g.height)}`);
  $("choices").style.maxWidth = Math.max(360, Math.ceil(g.width)) + "px";
  const steps = state.steps || [];
  const sources = new Set();
  const targets = new Set();
  for (const s of steps) {
    if (s.kind === "move" || s.kind === "trade") sources.add(s.from);
    if (s.kind === "cell") sources.add(s.from);
    if (selected && (s.kind === "move" || s.kind === "trade") && s.from === selected) targets.add(s.to);
  }
  const last = new Set(state.lastCells || []);
  for (const c of b.cells) {
    const [cx, cy] = g.center(c);
    const grp = el("g", { class: "cell", "data-cell": c.name }, svg);
    grp.addEventListener("click", () => clickCell(c.name));
    let fill;
    if (state.family === "kadon") fill = "#efe7d6";
    else if (g.hex) {
      const q = c.name.charCodeAt(0) - 97 - 5, r = Number(c.name.slice(1)) - 6;
      fill = HEX_SHADES[(((q - r) % 3) + 3) % 3];
    } else fill = c.dark ? "#b58863" : "#ecdcb8";
    const base = g.hex
      ? el("polygon", { points: hexPoints(cx, cy, g.R - 0.6), fill, stroke: "#8d7a5e", "stroke-width": 1 }, grp)
      : el("rect", { x: cx - g.S / 2, y: cy - g.S / 2, width: g.S, height: g.S, fill, stroke: state.family === "kadon" ? "#a89a83" : "none" }, grp);
    if (last.has(c.name)) overlay(grp, g, cx, cy, "rgba(246, 206, 70, 0.55)");
    const hintable = state.family !== "kadon" || c.tile; // Kadon's empty spaces stay plain felt
    if (state.humanToMove && sources.has(c.name) && selected !== c.name && hintable) overlay(grp, g, cx, cy, "rgba(47, 111, 179, 0.09)");
    if (selected === c.name) overlay(grp, g, cx, cy, "rgba(47, 111, 179, 0.38)");
    if (c.tile) drawTile(grp, g, c, cx, cy);
    if (c.block) drawBlock(grp, g, cx, cy);
    if (c.piece) drawPiece(grp, g, c, cx, cy);
    if (!c.piece && !c.block && g.hex) {
      el("text", { x: cx, y: cy + 4, "text-anchor": "middle", "font-size": 10, fill: "rgba(60,45,25,0.45)" }, grp).textContent = c.name;
    }
    if (b.focus === c.name) {
      const ring = g.hex ? el("polygon", { points: hexPoints(cx, cy, g.R - 3) }, grp)
        : el("rect", { x: cx - g.S / 2 + 2, y: cy - g.S / 2 + 2, width: g.S - 4, height: g.S - 4 }, grp);
      ring.setAttribute("fill", "none"); ring.setAttribute("stroke", "#e07b00"); ring.setAttribute("stroke-width", 3);
      ring.setAttribute("stroke-dasharray", "6 4");
    }
    if (targets.has(c.name)) {
      const occupied = c.piece || c.tile && state.family !== "kadon";
      el("circle", occupied
        ? { cx, cy, r: g.size * 0.42, fill: "none", stroke: "rgba(47,111,179,0.8)", "stroke-width": 4, class: "target" }
        : { cx, cy, r: g.size * 0.14, fill: "rgba(47,111,179,0.7)", class: "target" }, grp);
    }
  }
  if (!g.hex) coords(svg, g, b);
}

function overlay(grp, g, cx, cy, color) {
  if (g.hex) el("polygon", { points: hexPoints(cx, cy, g.R - 0.6), fill: color }, grp);
  else el("rect", { x: cx - g.S / 2, y: cy - g.S / 2, width: g.S, height: g.S, fill: color }, grp);
}

function coords(svg, g, b) {
  for (let x = 0; x < b.columns; x++) {
    const t = el("text", { x: g.M + x * g.S + g.S / 2, y: g.height - 9, "text-anchor": "middle", class: "coord" }, svg);
    t.textContent = String.fromCharCode(97 + x);
  }
  for (let y = 0; y < b.rows; y++) {
    const t = el("text", { x: 11, y: g.M + y * g.S + g.S / 2 + 4, "text-anchor": "middle", class: "coord" }, svg);
    t.textContent = String(b.rows - y);
  }
}

function drawPiece(grp, g, c, cx, cy) {
  const p = c.piece;
  const s = g.size;
  if (state.family === "proteus") {
    const d = s * 0.74;
    el("rect", { x: cx - d / 2, y: cy - d / 2, width: d, height: d, rx: d * 0.18, fill: OWNER_FILL[p.owner],
      stroke: p.owner === 0 ? "#6b6255" : "#000", "stroke-width": 1.5 }, grp);
    const t = el("text", { x: cx, y: cy + s * 0.16, "text-anchor": "middle", "font-size": s * 0.5, fill: OWNER_INK[p.owner] }, grp);
    t.textContent = GLYPH[p.kind] || p.kind;
    const l = el("text", { x: cx + d / 2 - 4, y: cy + d / 2 - 4, "text-anchor": "end", "font-size": s * 0.16, fill: OWNER_INK[p.owner], opacity: 0.7 }, grp);
    l.textContent = p.kind;
    return;
  }
  if (state.family === "kadon") {
    const [name, attrs] = shapePath(p.kind.toUpperCase(), cx, cy - 4, s * 0.16);
    el(name, Object.assign(attrs, { fill: p.owner === 0 ? "#1d1b18" : "#fbfaf5", stroke: p.owner === 0 ? "#fbfaf5" : "#1d1b18", "stroke-width": 2.5 }), grp);
    return;
  }
  el("circle", { cx, cy, r: s * 0.36, fill: OWNER_FILL[p.owner], stroke: p.owner === 0 ? "#6b6255" : "#000", "stroke-width": 1.5 }, grp);
  const t = el("text", { x: cx, y: cy + s * 0.14, "text-anchor": "middle", "font-size": s * 0.42, fill: OWNER_INK[p.owner] }, grp);
  t.textContent = GLYPH[p.kind] || p.kind;
}

function drawBlock(grp, g, cx, cy) {
  const r = g.size * 0.2;
  el("rect", { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, rx: 3, fill: "#4a3f33", transform: `rotate(45 ${cx} ${cy})` }, grp);
}

function drawTile(grp, g, c, cx, cy) {
  const t = c.tile;
  const s = g.size - 16;
  el("rect", { x: cx - s / 2, y: cy - s / 2, width: s, height: s, rx: 10, fill: TILE_FILL[t.colour],
    opacity: t.active ? 1 : 0.6, stroke: t.active ? "#ffd54a" : "#7d7466", "stroke-width": t.active ? 5 : 1.5,
    "stroke-dasharray": t.active ? "none" : "5 4" }, grp);
  const [name, attrs] = shapePath(t.shape, cx, cy - 4, s * 0.3);
  el(name, Object.assign(attrs, { fill: "none", stroke: "rgba(255,255,255,0.9)", "stroke-width": 3 }), grp);
  const label = el("text", { x: cx, y: cy + s / 2 - 8, "text-anchor": "middle", "font-size": 11, fill: "#fff", "font-weight": "bold" }, grp);
  label.textContent = TILE_RULE[t.colour + t.shape] + (t.active ? " \u2605" : "");
}

// ---- clicks -> steps -----------------------------------------------------------------------

function stepsAt(cell) {
  const steps = state.steps || [];
  return {
    moves: steps.filter((s) => (s.kind === "move" || s.kind === "trade") && s.from === cell),
    singles: steps.filter((s) => s.kind === "cell" && s.from === cell),
  };
}

function clickCell(cell) {
  if (!state || busy) return;
  if (!state.humanToMove) {
    say(state.over ? "The game is over: " + state.outcome + "." : "Wait: the model is thinking.", true);
    return;
  }
  if (selected) {
    const move = state.steps.find((s) => (s.kind === "move" || s.kind === "trade") && s.from === selected && s.to === cell);
    if (move) { send({ step: move.text }); return; }
    if (cell === selected) { selected = null; render(); return; }
    const here = stepsAt(cell);
    if (here.moves.length === 0 && here.singles.length === 0) {
      // not a legal target: let the engine say precisely why
      const trade = state.steps.some((s) => s.kind === "trade" && s.from === selected);
      const text = trade && !state.steps.some((s) => s.kind === "move" && s.from === selected) ? selected + "<>" + cell : selected + "-" + cell;
      send({ step: text });
      return;
    }
  }
  const here = stepsAt(cell);
  if (here.moves.length > 0) {
    selected = cell;
    render();
    showChoices(here.singles, "Click a highlighted target" + (here.singles.length ? ", or choose:" : "."));
    return;
  }
  if (here.singles.length === 1) { send({ step: here.singles[0].text }); return; }
  if (here.singles.length > 1) {
    selected = cell;
    render();
    showChoices(here.singles, "Choose for " + cell + ":");
    return;
  }
  // nothing legal starts here: ask the engine for the reason in the step's own form
  const sample = (state.steps || []).find((s) => s.kind === "cell");
  if (sample && !(state.steps || []).some((s) => s.kind === "move")) {
    send({ step: sample.text.replace(sample.from, cell) });
  } else {
    selected = null;
    render();
    say(cell + ": nothing of yours can act from here; pick a highlighted cell.", true);
  }
}

function showChoices(list, prompt) {
  const box = $("choices");
  box.innerHTML = "";
  const others = (state.steps || []).filter((s) => s.kind === "other");
  const all = list.concat(others);
  if (all.length === 0 && !prompt) return;
  if (prompt) {
    const p = document.createElement("div");
    p.className = "prompt";
    p.textContent = prompt;
    box.appendChild(p);
  }
  for (const s of all) {
    const b = document.createElement("button");
    b.textContent = s.label;
    b.dataset.step = s.text;
    b.addEventListener("click", () => send({ step: s.text }));
    box.appendChild(b);
  }
}

function defaultPrompt() {
  if (!state.humanToMove) return null;
  const steps = state.steps || [];
  if (state.family === "kadon") {
    return steps.some((s) => s.text.includes("@"))
      ? "Placement: click an empty space to lay a tile, or a free tile to put one of your pieces on it."
      : "Click one of your pieces to move it, or a tile to trade it with another.";
  }
  if (steps.length && steps.every((s) => s.kind === "cell")) {
    if (steps[0].text.startsWith("/")) return "Now shoot: click a highlighted cell.";
    if (/[+-]$/.test(steps[0].text)) return "Now rotate one of your dice (not the one that moved): click it.";
    return "Click a highlighted cell.";
  }
  return "Click one of your pieces to see where it can go.";
}

async function send(body) {
  busy = true;
  try {
    state = await api("POST", "/api/play", body);
    selected = null;
    say("");
    render();
  } catch (e) {
    selected = null;
    render();
    say("Illegal: " + e.message, true);
  } finally {
    busy = false;
  }
}

// ---- the page ------------------------------------------------------------------------------

function render() {
  if (!state) return;
  draw();
  ownershipRender(); // ownership.js: the model's map over the cells, when switched on
  const st = $("status");
  st.textContent = state.over ? "Game over: " + state.outcome
    : state.thinking ? state.seats[state.toMove].label + " is thinking"
    : state.seats[state.toMove].label + " to move" + (state.currentTurn.length ? " (after " + state.currentTurn.join(" ") + ")" : "");
  st.className = "card" + (state.thinking ? " thinking" : "");
  const list = $("seatlist");
  list.innerHTML = "";
  for (const s of state.seats) {
    const row = document.createElement("div");
    row.className = "seat" + (s.seat === state.toMove ? " tomove" : "") + (s.out ? " out" : "");
    const dot = document.createElement("span");
    dot.className = "dot";
    dot.style.background = state.family === "kadon" ? (s.seat === 0 ? "#1d1b18" : "#fbfaf5") : OWNER_FILL[s.seat];
    const name = document.createElement("span");
    name.textContent = s.label;
    if (s.detail) {
      const d = document.createElement("span");
      d.className = "detail";
      d.textContent = s.detail;
      name.appendChild(d);
    }
    const score = document.createElement("span");
    score.className = "score";
    score.textContent = s.score ? "score " + s.score : "";
    row.append(dot, name, score);
    list.appendChild(row);
  }
  const ev = state.evaluation;
  $("evalfill").style.width = ev ? Math.round(ev.winProbability * 100) + "%" : "50%";
  $("evaltext").textContent = ev
    ? `${ev.label}: ${ev.percent} ${state.players === 2 ? "win probability" : "expected score"} (${ev.simulations.toLocaleString()} positions searched)`
    : "no evaluation yet";
  $("lastmove").textContent = state.lastTurn || "-";
  $("turntext").placeholder = "type a turn" + (state.example ? ", e.g. " + state.example : "");
  const turns = $("turns");
  turns.innerHTML = "";
  for (const t of state.turns) {
    const li = document.createElement("li");
    li.textContent = t;
    turns.appendChild(li);
  }
  turns.scrollTop = turns.scrollHeight;
  $("info").innerHTML = "";
  for (const line of state.info.concat(state.log.slice(-4))) {
    const d = document.createElement("div");
    d.textContent = line;
    $("info").appendChild(d);
  }
  $("note").textContent = state.note + (state.agentError ? " - " + state.agentError : "");
  $("undo").disabled = false;
  $("hint").disabled = !state.humanToMove;
  $("resign").disabled = !state.humanToMove;
  $("playturn").disabled = !state.humanToMove;
  if (!selected) showChoices([], defaultPrompt());
  clearTimeout(poll);
  if (state.thinking) poll = setTimeout(refresh, 350);
}

async function refresh() {
  try {
    state = await api("GET", "/api/state");
    render();
  } catch (e) {
    say("Lost the server: " + e.message, true);
  }
}

async function action(path, body) {
  try {
    state = await api("POST", path, body);
    selected = null;
    say("");
    render();
    return true;
  } catch (e) {
    say(e.message, true);
    return false;
  }
}

async function start() {
  const games = await api("GET", "/api/games");
  seatNamesByGame = games.seatNames || {};
  const sel = $("variant");
  for (const v of games.variants) sel.add(new Option(v, v));
  state = await api("GET", "/api/state");
  if (!games.variants.includes(state.spec)) sel.add(new Option(state.spec, state.spec));
  sel.value = state.spec;
  const humans = state.seats.filter((s) => s.human).map((s) => s.seat);
  fillSeats(state.spec, humans.length === 1 ? String(humans[0]) : humans.length === 0 ? "none" : "all");
  sel.addEventListener("change", () => { $("spec").value = ""; fillSeats(sel.value, $("seats").value); });
  $("spec").addEventListener("input", () => { if ($("spec").value.includes(":") || $("spec").value.length > 3) fillSeats($("spec").value, $("seats").value); });
  $("newgame").addEventListener("submit", async (e) => {
    e.preventDefault();
    const spec = $("spec").value.trim() || sel.value;
    if (await action("/api/new", { spec, seats: $("seats").value })) say("New game: " + state.spec + ".");
  });
  $("typeturn").addEventListener("submit", async (e) => {
    e.preventDefault();
    const text = $("turntext").value.trim();
    if (!text) return;
    busy = true;
    try {
      state = await api("POST", "/api/play", { turn: text });
      $("turntext").value = "";
      selected = null;
      say("");
      render();
    } catch (err) {
      say("Illegal: " + err.message, true);
    } finally {
      busy = false;
    }
  });
  $("undo").addEventListener("click", () => action("/api/undo"));
  $("resign").addEventListener("click", () => action("/api/resign"));
  $("owntoggle").addEventListener("click", toggleOwnership);
  $("hint").addEventListener("click", async () => {
    say("Thinking about a hint...");
    try {
      const h = await api("POST", "/api/hint");
      say("Hint: " + h.hint + (h.evaluation ? " (evaluation for you: " + h.evaluation + ")" : ""));
    } catch (e) {
      say(e.message, true);
    }
  });
  render();
}

start().catch((e) => say("Could not start: " + e.message, true));
