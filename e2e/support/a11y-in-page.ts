// The part of the shared accessibility check that runs inside the page (plain JavaScript, added with
// a script tag so it sees the real layout). Each function returns readable problems.
export const inPageChecks = String.raw`
(() => {
  const INTERACTIVE = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=radio], [role=checkbox], [tabindex]:not([tabindex="-1"])';
  const words = {
    en: ['the', 'and', 'your', 'you', 'with', 'for', 'this', 'that', 'please', 'sample', 'story', 'notification', 'close', 'about'],
    es: ['el', 'los', 'las', 'una', 'para', 'por', 'con', 'que', 'del', 'sus', 'por favor', 'historia', 'usted'],
  };

  const describe = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (text ? ' "' + text + '"' : '');
  };
  const path = (el) => {
    const parts = [];
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      parts.unshift(node.tagName + ':' + Array.prototype.indexOf.call(node.parentElement ? node.parentElement.children : [], node));
    }
    return parts.join('>');
  };
  const visible = (el) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  const hasFocusStyle = (el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    return outline || (style.boxShadow && style.boxShadow !== 'none');
  };

  /** The focused element: is its focus visible, and is it (at least partly) not covered by anything? */
  function focused() {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const problems = [];
    const rect = el.getBoundingClientRect();
    if (!hasFocusStyle(el)) problems.push('no visible focus style on ' + describe(el));
    const inset = 3;
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + inset, rect.top + inset],
      [rect.right - inset, rect.top + inset],
      [rect.left + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
    ];
    const onScreen = points.filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
    const shown = onScreen.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit && (el.contains(hit) || hit.contains(el) || (hit.control && hit.control === el));
    });
    if (!shown) {
      const points = onScreen.length ? onScreen : [[rect.left + rect.width / 2, rect.top + rect.height / 2]];
      const cover = onScreen.length ? document.elementFromPoint(points[0][0], points[0][1]) : null;
      problems.push('focused ' + describe(el) + (cover ? ' is hidden behind ' + describe(cover) : ' is off screen'));
    }
    return { path: path(el), problems };
  }

  function targetProblems() {
    const problems = [];
    const targets = [...document.querySelectorAll(INTERACTIVE)].filter(visible);
    const boxes = targets.map((el) => ({ el, rect: el.getBoundingClientRect() }));
    const inline = (el) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      return block && block.textContent.trim().length > el.textContent.trim().length + 3;
    };
    const small = boxes.filter(({ el, rect }) => (rect.width < 24 || rect.height < 24) && !inline(el));
    for (const a of small) {
      const cx = a.rect.left + a.rect.width / 2;
      const cy = a.rect.top + a.rect.height / 2;
      const crowded = boxes.some((b) => {
        if (b.el === a.el || b.el.contains(a.el) || a.el.contains(b.el)) return false;
        const nx = Math.max(b.rect.left, Math.min(cx, b.rect.right));
        const ny = Math.max(b.rect.top, Math.min(cy, b.rect.bottom));
        const inCircle = (nx - cx) ** 2 + (ny - cy) ** 2 < 12 * 12;
        const bSmall = small.includes(b);
        const bx = b.rect.left + b.rect.width / 2;
        const by = b.rect.top + b.rect.height / 2;
        return inCircle || (bSmall && (bx - cx) ** 2 + (by - cy) ** 2 < 24 * 24);
      });
      if (crowded) problems.push('target ' + describe(a.el) + ' is ' + Math.round(a.rect.width) + 'x' + Math.round(a.rect.height) + ' px and too close to another');
    }
    return problems;
  }

  function languageProblems(locale) {
    const other = locale === 'es' ? 'en' : 'es';
    const problems = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [aria-hidden="true"]') || !visible(parent)) continue;
      const lang = (parent.closest('[lang]') || document.documentElement).getAttribute('lang') || '';
      if (!lang.startsWith(locale)) continue;
      const text = ' ' + node.textContent.toLowerCase().replace(/[^a-záéíóúñü]+/g, ' ') + ' ';
      const found = words[other].filter((word) => text.includes(' ' + word + ' '));
      if (found.length >= 2) problems.push('text in ' + (other === 'en' ? 'English' : 'Spanish') + ' without lang="' + other + '": "' + node.textContent.trim().slice(0, 60) + '"');
    }
    return problems;
  }

  function requiredProblems() {
    const problems = [];
    for (const form of document.querySelectorAll('form')) {
      if (!visible(form)) continue;
      const fields = [...form.querySelectorAll('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea')].filter(visible);
      if (!fields.length || form.hasAttribute('data-all-optional')) continue;
      const required = fields.filter((f) => f.getAttribute('aria-required') === 'true' || f.required);
      if (!required.length) problems.push('form ' + describe(form) + ' marks no field as required (aria-required), and is not data-all-optional');
      else if (!form.querySelector('.form__required-note') && !(form.parentElement && form.parentElement.querySelector(':scope > .form__required-note'))) problems.push('form ' + describe(form) + ' does not say which fields are required (.form__required-note)');
    }
    return problems;
  }

  function staticProblems(locale) {
    const problems = [];
    const h1s = [...document.querySelectorAll('h1')].filter(visible);
    if (h1s.length !== 1) problems.push('expected one h1, found ' + h1s.length);
    return problems.concat(targetProblems(), languageProblems(locale), requiredProblems());
  }

  /** At 320 px with text spacing: nothing scrolls sideways, no text box overlaps another. */
  function reflowProblems() {
    const problems = [];
    const root = document.scrollingElement || document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push('scrolls sideways at 320 px with text spacing (' + root.scrollWidth + ' px wide)');
    const boxes = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || !node.parentElement || !visible(node.parentElement)) continue;
      const style = getComputedStyle(node.parentElement);
      if (style.position === 'fixed' || node.parentElement.closest('[aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 2 && rect.height > 2) boxes.push({ node, rect });
    }
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i].rect;
        const b = boxes[j].rect;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 2 && h > 2 && boxes[i].node !== boxes[j].node) {
          problems.push('text overlaps at 320 px with text spacing: "' + boxes[i].node.textContent.trim().slice(0, 30) + '" and "' + boxes[j].node.textContent.trim().slice(0, 30) + '"');
          if (problems.length > 10) return problems;
        }
      }
    }
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      if (visible(heading) && heading.scrollWidth > heading.clientWidth + 1) problems.push('heading overflows its box: ' + describe(heading));
    }
    return problems;
  }

  window.__a11y = { focused, staticProblems, reflowProblems };
})();
`;
