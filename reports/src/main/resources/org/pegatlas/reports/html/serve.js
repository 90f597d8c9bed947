/* The served board page: play on the board; every figure comes from the server's api/ endpoints
   (relative addresses), its counts exact decimal strings that are never turned into numbers. */
const view = boardView(document.getElementById('play-board'));
const page = {
  history: [],   /* position values (api/position answers): the start, then one per jump made */
  moves: [],     /* the jumps made ({jump, from, over, to}) */
  selected: null, /* the chosen peg, or null */
  hint: false,
  busy: true
};

async function api(path) {
  const response = await fetch(path, {cache: 'no-store'});
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || `HTTP ${response.status}`);
  return body;
}

function current() {
  return page.history[page.history.length - 1];
}

function pegsOf(value) {
  return value.position === '' ? [] : value.position.split(' ');
}

/* Larger first; exact decimal strings compared without turning them into numbers. */
function bySolutions(a, b) {
  return b.solutions.length - a.solutions.length || (b.solutions < a.solutions ? -1 : b.solutions > a.solutions ? 1 : 0);
}

/* The fragment #moves=4-1,13-4&hint&peg=6 as {moves: [...], hint: bool, peg: name or undefined}. */
function readFragment() {
  const fields = new Map(location.hash.replace(/^#/, '').split('&').filter(f => f).map(f => {
    const eq = f.indexOf('=');
    return eq < 0 ? [decodeURIComponent(f), ''] : [decodeURIComponent(f.slice(0, eq)), decodeURIComponent(f.slice(eq + 1))];
  }));
  return {moves: (fields.get('moves') || '').split(',').filter(m => m), hint: fields.has('hint'), peg: fields.get('peg')};
}

function writeFragment() {
  const fields = [];
  if (page.moves.length) fields.push('moves=' + page.moves.map(m => m.jump).join(','));
  if (page.hint) fields.push('hint');
  if (page.selected) fields.push('peg=' + encodeURIComponent(page.selected));
  history.replaceState(null, '', location.pathname + location.search + (fields.length ? '#' + fields.join('&') : ''));
}

/* Makes the legal jump named name (choosing among the selected peg's jumps first). */
async function play(name) {
  const value = current();
  const jump = value.jumps.find(j => j.jump === name && (!page.selected || j.from === page.selected)) || value.jumps.find(j => j.jump === name);
  if (!jump) throw new Error(`${name} is not a legal jump here`);
  page.history.push(await api(`api/jump?pegs=${encodeURIComponent(pegsOf(value).join(','))}&jump=${encodeURIComponent(name)}`));
  page.moves.push(jump);
  page.selected = null;
}

/* Runs an action with the page locked, then shows the outcome (or the error, in the status line). */
async function act(action) {
  if (page.busy) return;
  page.busy = true;
  let error = null;
  try {
    await action();
  } catch (e) {
    error = e.message;
  }
  page.busy = false;
  render(error);
}

function render(error) {
  const value = current();
  const jumps = value.jumps;
  view.setPegs(pegsOf(value));
  view.highlight(null);
  const chosen = page.selected ? jumps.filter(j => j.from === page.selected) : [];
  const movers = new Map();
  jumps.forEach(j => movers.set(j.from, movers.get(j.from) || j.solvable));
  view.mark('selected', chosen.length ? [page.selected] : []);
  const judged = chosen.length ? chosen.map(j => [j.to, j.solvable]) : [...movers];
  view.mark('wins', judged.filter(([, wins]) => wins).map(([hole]) => hole));
  view.mark('loses', judged.filter(([, wins]) => !wins).map(([hole]) => hole));
  const winning = jumps.filter(j => j.solvable);
  view.mark('hint', page.hint ? winning.flatMap(j => [j.from, j.to]) : []);
  view.holes.forEach((g, name) => g.classList.toggle('clickable', movers.has(name) || chosen.some(j => j.to === name)));

  document.querySelectorAll('#counts [data-key]').forEach(cell => {
    const v = value[cell.dataset.key];
    cell.textContent = typeof v === 'boolean' ? (v ? 'yes' : 'no') : v === null ? '—' : withCommas(String(v));
  });
  showJumps(chosen, winning);
  const moves = document.getElementById('moves');
  moves.textContent = '';
  page.moves.forEach(m => moves.appendChild(document.createElement('li')).textContent = m.jump);

  document.getElementById('undo').disabled = page.moves.length === 0;
  document.getElementById('restart').disabled = page.moves.length === 0;
  const hint = document.getElementById('hint');
  hint.setAttribute('aria-pressed', String(page.hint));
  hint.classList.toggle('on', page.hint);
  document.getElementById('status').textContent = error ? 'error: ' + error : status(value, chosen);
  writeFragment();
}

function status(value, chosen) {
  const made = page.moves.length === 1 ? '1 jump made' : `${page.moves.length} jumps made`;
  if (value.jumps.length === 0) {
    return value.solvable ? `Goal reached: ${made}.` : `No jump left with ${value.pegs} pegs: the goal was not reached (${made}; undo to go back).`;
  }
  if (!value.solvable) return `The goal can no longer be reached from here (${made}; undo to go back).`;
  if (chosen.length) return `Peg ${page.selected} chosen: click a coloured landing hole to jump, or another peg.`;
  return `Click a peg that can jump (ringed). ${made}.`;
}

/* The chosen peg's jumps, or with hint on and no peg chosen every winning jump; counts shown with hint on. */
function showJumps(chosen, winning) {
  const list = document.getElementById('jumps');
  list.textContent = '';
  const shown = chosen.length ? chosen : page.hint ? [...winning].sort(bySolutions) : [];
  document.getElementById('jumps-heading').textContent = chosen.length ? `Jumps of peg ${page.selected}`
    : page.hint ? `Winning jumps (${winning.length} of ${current().jumps.length})` : `Jumps: ${current().jumps.length} legal, ${winning.length} winning`;
  shown.forEach(j => {
    const item = list.appendChild(document.createElement('li'));
    item.className = j.solvable ? 'wins' : 'loses';
    item.textContent = `${j.jump}: ` + (!j.solvable ? 'the goal is lost' : page.hint ? `${withCommas(j.solutions)} solutions` : 'the goal stays reachable');
    item.addEventListener('mouseenter', () => view.highlight(j));
    item.addEventListener('mouseleave', () => view.highlight(null));
    item.addEventListener('click', () => act(() => play(j.jump)));
  });
}

document.getElementById('play-board').addEventListener('click', event => {
  const g = event.target.closest('g.hole');
  if (!g || page.busy) return;
  const name = g.dataset.hole;
  const jumps = current().jumps;
  const landing = page.selected && jumps.find(j => j.from === page.selected && j.to === name);
  if (landing) {
    act(() => play(landing.jump));
    return;
  }
  page.selected = name !== page.selected && jumps.some(j => j.from === name) ? name : null;
  render(null);
});
document.getElementById('undo').addEventListener('click', () => act(async () => {
  page.history.pop();
  page.moves.pop();
  page.selected = null;
}));
document.getElementById('restart').addEventListener('click', () => act(async () => {
  page.history.length = 1;
  page.moves.length = 0;
  page.selected = null;
}));
document.getElementById('hint').addEventListener('click', () => act(async () => {
  page.hint = !page.hint;
}));

/* The start (from api/board), then the jumps, hint and chosen peg of the address's fragment. */
(async function start() {
  let error = null;
  try {
    const board = await api('api/board');
    page.history.push(await api(`api/position?pegs=${encodeURIComponent(board.startPegs.join(','))}`));
    const wanted = readFragment();
    page.hint = wanted.hint;
    for (const [i, name] of wanted.moves.entries()) {
      try {
        await play(name);
      } catch (e) {
        throw new Error(`move ${i + 1} of the address, ${name}: ${e.message}; the moves before it are made`);
      }
    }
    if (wanted.peg && current().jumps.some(j => j.from === wanted.peg)) page.selected = wanted.peg;
  } catch (e) {
    error = e.message;
  }
  page.busy = false;
  if (page.history.length) {
    render(error);
  } else {
    document.getElementById('status').textContent = 'error: ' + error;
  }
  document.body.dataset.ready = 'true';
})();
