/* Shared by every page that draws a board (the report and the served board page). */

/* An exact decimal string with thousands separators (counts stay strings: no rounding past 2^53). */
function withCommas(text) {
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/* A board drawn by BoardSvg: its holes, addressed by name, and their state as classes. */
function boardView(svg) {
  const holes = new Map();
  svg.querySelectorAll('g.hole').forEach(g => holes.set(g.dataset.hole, g));
  return {
    holes,
    /* Pegs on exactly the named holes. */
    setPegs(pegs) {
      const set = new Set(pegs);
      holes.forEach((g, name) => g.classList.toggle('peg', set.has(name)));
    },
    /* Class cls on exactly the named holes. */
    mark(cls, names) {
      const set = new Set(names);
      holes.forEach((g, name) => g.classList.toggle(cls, set.has(name)));
    },
    /* The holes of one jump ({from, over, to}) highlighted, or none when jump is null. */
    highlight(jump) {
      this.mark('from', jump ? [jump.from] : []);
      this.mark('over', jump ? [jump.over] : []);
      this.mark('to', jump ? [jump.to] : []);
    }
  };
}

/* The pegs after a jump: its from and over holes emptied, its to hole filled. */
function afterJump(pegs, jump) {
  const next = new Set(pegs);
  next.delete(jump.from);
  next.delete(jump.over);
  next.add(jump.to);
  return next;
}
