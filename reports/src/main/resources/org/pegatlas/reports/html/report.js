/* The report page: figures come from the JSON block, counts as exact decimal strings. */
function reportData() {
  return JSON.parse(document.getElementById('report-data').textContent);
}

function svgElement(name, attributes, parent) {
  const element = document.createElementNS('http://www.w3.org/2000/svg', name);
  Object.entries(attributes).forEach(([key, value]) => element.setAttribute(key, value));
  if (parent) parent.appendChild(element);
  return element;
}

/* An axis label: exact below a million, else a power of ten or a short mantissa. */
function tickLabel(value) {
  if (value < 1e6) return withCommas(String(Math.round(value)));
  const exponent = Math.floor(Math.log10(value));
  const mantissa = value / Math.pow(10, exponent);
  return (Math.abs(mantissa - 1) < 1e-9 ? '' : mantissa.toFixed(1).replace(/\.0$/, '') + '×') + '10^' + exponent;
}

const SERIES = [
  {key: 'reachable', label: 'reachable'},
  {key: 'solvable', label: 'on a solution path'},
  {key: 'dead_ends', label: 'dead ends'}
];

/* The positions-per-level chart: one line per series, raw or canonical counts, linear or log scale. */
function drawLevelChart(container, levels, kind, log) {
  const width = 1000, height = 340, left = 78, right = 16, top = 16, bottom = 40;
  const values = levels.map(l => SERIES.map(s => Number(l[s.key + '_' + kind])));
  const positive = values.flat().filter(v => v > 0);
  const maxValue = Math.max(1, ...positive);
  let low, high, ticks;
  if (log) {
    low = Math.floor(Math.log10(Math.min(...positive, maxValue)));
    high = Math.max(low + 1, Math.ceil(Math.log10(maxValue)));
    const step = Math.ceil((high - low) / 8);
    ticks = [];
    for (let e = low; e <= high; e += step) ticks.push(Math.pow(10, e));
  } else {
    const magnitude = Math.pow(10, Math.floor(Math.log10(maxValue)));
    const unit = [1, 2, 2.5, 5, 10].map(f => f * magnitude / 2).find(u => maxValue / u <= 6);
    low = 0;
    high = Math.ceil(maxValue / unit) * unit;
    ticks = [];
    for (let v = 0; v <= high + unit / 2; v += unit) ticks.push(v);
  }
  const y = v => top + (height - top - bottom) * (1 - (log ? (Math.log10(v) - low) / (high - low) : v / high));
  const band = (width - left - right) / levels.length;
  const x = i => left + band * (i + 0.5);
  container.textContent = '';
  const svg = svgElement('svg', {viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': 'positions per level'}, container);
  const grid = svgElement('g', {class: 'axis'}, svg);
  ticks.forEach(t => {
    svgElement('line', {x1: left, x2: width - right, y1: y(t), y2: y(t)}, grid);
    svgElement('text', {x: left - 6, y: y(t), 'text-anchor': 'end', 'dominant-baseline': 'central'}, grid).textContent = tickLabel(t);
  });
  const labelEvery = Math.ceil(levels.length / 25);
  levels.forEach((l, i) => {
    if (i % labelEvery === 0) {
      svgElement('text', {x: x(i), y: height - bottom + 16, 'text-anchor': 'middle'}, grid).textContent = l.level;
    }
  });
  svgElement('text', {x: (left + width - right) / 2, y: height - 6, 'text-anchor': 'middle'}, grid).textContent = 'level (jumps made)';
  SERIES.forEach((s, k) => {
    let path = '';
    let pen = false;
    values.forEach((row, i) => {
      const v = row[k];
      if (log && v <= 0) {
        pen = false;
        return;
      }
      path += (pen ? 'L' : 'M') + x(i).toFixed(1) + ' ' + y(v).toFixed(1);
      pen = true;
      svgElement('circle', {cx: x(i), cy: y(v), r: 2.6, class: s.key.replace('_', '-')}, svg);
    });
    svgElement('path', {d: path, class: 'series ' + s.key.replace('_', '-')}, svg);
    const legendY = top + 8 + 18 * k;
    svgElement('line', {x1: width - right - 190, x2: width - right - 166, y1: legendY, y2: legendY, class: 'series ' + s.key.replace('_', '-')}, svg);
    svgElement('text', {x: width - right - 160, y: legendY, 'dominant-baseline': 'central', 'font-size': 12}, svg).textContent = s.label;
  });
  const readout = document.getElementById('level-readout');
  levels.forEach((l, i) => {
    const text = `level ${l.level} (${l.pegs} pegs), ${kind}: ` + SERIES.map(s => `${s.label} ${withCommas(l[s.key + '_' + kind])}`).join(', ');
    const hit = svgElement('rect', {x: x(i) - band / 2, y: top, width: band, height: height - top - bottom, class: 'level-band'}, svg);
    svgElement('title', {}, hit).textContent = text;
    hit.addEventListener('mouseenter', () => { readout.textContent = text; });
  });
}

function setUpLevelChart(data) {
  const container = document.getElementById('level-chart');
  const readout = document.createElement('p');
  readout.id = 'level-readout';
  readout.className = 'readout';
  container.after(readout);
  const redraw = () => drawLevelChart(container, data.levels,
    document.querySelector('input[name=count-kind]:checked').value, document.getElementById('log-scale').checked);
  document.querySelectorAll('input[name=count-kind], #log-scale').forEach(input => input.addEventListener('change', redraw));
  redraw();
}

/* The sample solution, step by step: step i shows the board after i jumps, the i-th jump highlighted. */
function setUpReplay(data) {
  const svg = document.getElementById('replay-board');
  if (!svg) return null;
  const view = boardView(svg);
  const jumps = data.solution;
  const positions = [new Set(data.start_pegs)];
  jumps.forEach(j => positions.push(afterJump(positions[positions.length - 1], j)));
  const items = document.querySelectorAll('#replay-jumps li');
  const status = document.getElementById('replay-status');
  const buttons = {first: 'replay-first', prev: 'replay-prev', play: 'replay-play', next: 'replay-next'};
  Object.keys(buttons).forEach(k => { buttons[k] = document.getElementById(buttons[k]); });
  let step = 0;
  let timer = null;
  const show = i => {
    step = Math.max(0, Math.min(jumps.length, i));
    view.setPegs(positions[step]);
    view.highlight(step > 0 ? jumps[step - 1] : null);
    items.forEach((li, k) => {
      li.classList.toggle('current', k === step - 1);
      li.classList.toggle('done', k < step - 1);
    });
    const j = jumps[step - 1];
    status.textContent = step === 0 ? `start: ${positions[0].size} pegs`
      : `jump ${step} of ${jumps.length}: ${j.jump} (${j.from} over ${j.over} to ${j.to}), ${positions[step].size} pegs left`;
    buttons.first.disabled = buttons.prev.disabled = step === 0;
    buttons.next.disabled = step === jumps.length;
  };
  const stop = () => {
    clearInterval(timer);
    timer = null;
    buttons.play.textContent = '▶ play';
  };
  const play = () => {
    if (timer) return stop();
    if (step === jumps.length) show(0);
    buttons.play.textContent = '❚❚ pause';
    timer = setInterval(() => (step < jumps.length ? show(step + 1) : stop()), 700);
  };
  buttons.first.addEventListener('click', () => { stop(); show(0); });
  buttons.prev.addEventListener('click', () => { stop(); show(step - 1); });
  buttons.next.addEventListener('click', () => { stop(); show(step + 1); });
  buttons.play.addEventListener('click', play);
  items.forEach(li => li.addEventListener('click', () => { stop(); show(Number(li.dataset.step)); }));
  show(0);
  return {show, play, stop};
}

/* The heat map: pointing at a pair shows its exact count, and its start and finish on the board. */
function setUpHeatMap(data) {
  const view = boardView(document.getElementById('pairs-board'));
  const readout = document.getElementById('pair-readout');
  const show = rect => {
    readout.textContent = rect.querySelector('title').textContent;
    view.setPegs(data.holes.filter(h => h !== rect.dataset.start));
    view.mark('goal', [rect.dataset.end]);
  };
  document.querySelectorAll('#heat-map rect.pair').forEach(rect => rect.addEventListener('mouseenter', () => show(rect)));
  return {show};
}

/*
 * Sets the page up. A URL fragment like #step=5 opens the replay at step 5, and #pair=c1,d4 points at
 * a pair of the heat map.
 */
function setUpReport() {
  const data = reportData();
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (data.kind === 'analysis') {
    setUpLevelChart(data);
    const replay = setUpReplay(data);
    if (replay && fragment.has('step')) replay.show(Number(fragment.get('step')));
  } else {
    const map = setUpHeatMap(data);
    const pair = (fragment.get('pair') || '').split(',');
    const rect = [...document.querySelectorAll('#heat-map rect.pair')].find(r => r.dataset.start === pair[0] && r.dataset.end === pair[1]);
    if (rect) map.show(rect);
  }
}

setUpReport();
