// The orders box's bad lines, marked in place: a layer behind the text box, with the box's font, padding and scroll,
// draws a band across each marked line, and the list under the box says why. The text box stays a plain textarea
// (its lines never wrap, so a line of text is a line of the layer).

/** Draws the marks, [{line (from 1), text, reason}], for the text box; none clears them. */
export function markLines(textarea, layer, list, marks) {
  const marked = new Map(marks.map(m => [m.line, m]));
  layer.replaceChildren(...textarea.value.split('\n').map((text, i) => {
    const row = document.createElement('div');
    row.textContent = text || ' ';
    const mark = marked.get(i + 1);
    if (mark) {
      row.className = 'bad';
      row.dataset.line = String(i + 1);
    }
    return row;
  }));
  follow(textarea, layer);
  list.replaceChildren(...marks.map(m => Object.assign(document.createElement('li'), {
    textContent: `Line ${m.line} (${m.text}): ${m.reason}`,
  })));
  if (marks.length) textarea.setAttribute('aria-invalid', 'true');
  else textarea.removeAttribute('aria-invalid');
}

/** Keeps the layer over the text box's content: same place, size, font and scroll. */
export function follow(textarea, layer) {
  const style = getComputedStyle(textarea);
  Object.assign(layer.style, {
    top: `${textarea.offsetTop + parseFloat(style.borderTopWidth)}px`,
    left: `${textarea.offsetLeft + parseFloat(style.borderLeftWidth)}px`,
    width: `${textarea.clientWidth}px`, height: `${textarea.clientHeight}px`,
    padding: style.padding, font: style.font, lineHeight: style.lineHeight, letterSpacing: style.letterSpacing,
  });
  layer.scrollTop = textarea.scrollTop;
  layer.scrollLeft = textarea.scrollLeft;
}
