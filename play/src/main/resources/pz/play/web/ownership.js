// pz play: the model's ownership map over the board (GET /api/ownership), as Go players read KataGo's territory:
// each cell tinted in the colour of the seat the model expects to own it at the end, stronger the surer it is.
// Off by default; the button in the "Ownership" card switches it. app.js calls ownershipRender() after each drawing.
"use strict";

// one colour per seat (White, Black, Red, Yellow), apart from the pieces' own colours so that a tint never hides a piece
const OWN_COLOURS = ["#1f5fd6", "#d7352b", "#1f9d55", "#8e44ad"];
const ownership = { on: false, key: null, map: null };

// the position the map belongs to: pieces, arrows and the seat to move
function ownershipKey(st) {
  return st.spec + "|" + st.toMove + "|" + st.board.cells.map((c) => (c.piece ? c.piece.owner + c.piece.kind : "") + (c.block ? "x" : "")).join(",");
}

function ownershipRender() {
  const info = state.ownership || { available: false, note: "" };
  const usable = info.available && !state.over;
  const btn = $("owntoggle");
  btn.disabled = !usable;
  btn.textContent = ownership.on && usable ? "Hide ownership" : "Show ownership";
  btn.setAttribute("aria-pressed", String(ownership.on && usable));
  ownershipLegend(info, usable);
  if (!ownership.on || !usable) return;
  const key = ownershipKey(state);
  if (ownership.key === key && ownership.map) paintOwnership();
  else if (ownership.key !== key) fetchOwnership(key);
}

function ownershipLegend(info, usable) {
  const box = $("ownlegend");
  box.innerHTML = "";
  if (!info.available) {
    box.textContent = info.note; // why not: no network, or a network without an ownership head
    return;
  }
  if (!usable) {
    box.textContent = "The game is over.";
    return;
  }
  if (!ownership.on) {
    box.textContent = "Shows who the model expects to own each cell at the end of the game.";
    return;
  }
  const row = document.createElement("div");
  row.className = "ownkeys";
  state.seats.forEach((s, i) => {
    const k = document.createElement("span");
    k.className = "ownkey";
    const sw = document.createElement("span");
    sw.className = "swatch";
    sw.style.background = OWN_COLOURS[i];
    k.append(sw, document.createTextNode(s.name));
    row.appendChild(k);
  });
  const ramp = document.createElement("span");
  ramp.className = "ownramp";
  ramp.textContent = "pale: unsure, deep: sure";
  row.appendChild(ramp);
  box.appendChild(row);
}

async function fetchOwnership(key) {
  ownership.key = key;
  ownership.map = null;
  try {
    const m = await api("GET", "/api/ownership");
    if (ownership.key !== key) return; // the position changed meanwhile: its own request is on the way
    ownership.map = m;
    paintOwnership();
  } catch (e) {
    ownership.key = null;
    if (e.status !== 409) say("Ownership map: " + e.message, true); // 409: the game ended meanwhile
  }
}

// a pale cover over the checkered or shaded ground of every cell, so that it does not muddy the colours
function coverGround(grp) {
  const ground = grp.firstElementChild;
  const cover = ground.cloneNode(false);
  cover.setAttribute("class", "owncover");
  cover.setAttribute("fill", "#f6f3ec");
  cover.setAttribute("fill-opacity", "0.82");
  cover.removeAttribute("stroke");
  grp.insertBefore(cover, ground.nextSibling);
  return cover;
}

// a tint over each cell's ground, under its pieces and marks, with the model's numbers as the cell's tooltip
function paintOwnership() {
  if (document.querySelector("#board .owncover")) return; // painted since the board was last drawn
  const names = state.seats.map((s) => s.name);
  for (const grp of document.querySelectorAll("#board [data-cell]")) coverGround(grp); // arrows' cells too: no one's
  for (const c of ownership.map.cells) {
    const grp = document.querySelector(`#board [data-cell="${c.name}"]`);
    if (!grp) continue;
    const cover = grp.querySelector(".owncover");
    const tint = cover.cloneNode(false);
    tint.setAttribute("class", "own");
    tint.setAttribute("fill", OWN_COLOURS[c.owner]);
    // the square root lifts the middle: early in a game a network is rarely past 0.5 sure, and that should still show
    tint.setAttribute("fill-opacity", (0.04 + 0.76 * Math.sqrt(c.confidence)).toFixed(3));
    grp.insertBefore(tint, cover.nextSibling);
    const tip = el("title", {}, grp);
    tip.textContent = c.name + ": " + c.p.map((p, s) => names[s] + " " + Math.round(100 * p) + "%").join(", ");
  }
}

function toggleOwnership() {
  ownership.on = !ownership.on;
  if (!ownership.on) ownership.key = null;
  render();
}
