// Injected into every benchmark page before its own scripts (Playwright addInitScript). It records long tasks
// and layout shifts, and times "until the next paint that shows X". A paint is taken to have happened when a
// message posted from the requestAnimationFrame callback of that frame arrives: the frame's style, layout and
// paint run between the two.
(() => {
  const bench = {
    longTasks: [],
    shifts: [],
    lastClick: null,
    pending: null,
    firstCard: null,
  };
  window.__bench = bench;

  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not know: that figure is reported as missing.
    }
  };
  observe('longtask', (entry) => bench.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) bench.shifts.push({ start: entry.startTime, value: entry.value });
  });

  bench.afterNextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );

  /** Resolves with the time after the first paint in which predicate() holds; checked after every DOM change. */
  bench.watch = (predicate) =>
    new Promise((resolve) => {
      let done = false;
      const check = () => {
        if (done || !predicate()) return;
        done = true;
        observer.disconnect();
        void bench.afterNextPaint().then(resolve);
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      check();
    });

  const roomsList = () => document.querySelector('[role="list"][aria-label="Rooms"], ul[aria-label="Rooms"]');

  const predicates = {
    /** The app's grid or the baseline's list shows `count` rooms, the first named `firstName`. */
    gridShows: ({ firstName, count }) => {
      const baseline = document.getElementById('bench-list');
      if (baseline) {
        return (
          Number(baseline.dataset.count) === count &&
          baseline.querySelector('.item')?.firstChild?.data === firstName
        );
      }
      const list = roomsList();
      const first = list?.querySelector('article');
      if (!list || first?.getAttribute('aria-label') !== firstName) return false;
      const item = list.querySelector('[aria-setsize]');
      const total = item
        ? Number(item.getAttribute('aria-setsize'))
        : list.querySelectorAll(':scope > li').length;
      return total === count;
    },
    /** Like gridShows, and the first card shows this monthly price: names alone repeat in generated lists. */
    gridStartsWith: ({ firstName, firstPrice, count }) =>
      predicates.gridShows({ firstName, count }) &&
      Boolean(roomsList()?.querySelector('article')?.textContent.includes(`$${firstPrice}/mo`)),
    /**
     * Like gridShows, but every card of a short (not virtualised) list is in the DOM, not only the first
     * screenful: what the browser's find and a screen reader's list navigation need.
     */
    gridComplete: ({ firstName, count }) => {
      if (!predicates.gridShows({ firstName, count })) return false;
      const list = roomsList();
      if (!list || list.tagName !== 'UL') return true;
      return list.querySelectorAll(':scope > li').length === count;
    },
    /** A card (or baseline row) for this room shows an application status. */
    cardHasStatus: ({ name, id }) => {
      const baseline = document.querySelector(`#bench-list [data-id="${id}"]`);
      if (baseline) return baseline.textContent.includes('Status:');
      const card = roomsList()?.querySelector(`article[aria-label="${CSS.escape(name)}"]`);
      return Boolean(card?.textContent.includes('Status:'));
    },
    themeIs: ({ theme }) => document.documentElement.getAttribute('data-theme') === theme,
  };

  document.addEventListener('click', (event) => (bench.lastClick = event.timeStamp), true);
  // Choosing an option of a select fires no click (Playwright's selectOption, a keyboard user): its change
  // event is the user's action that starts the clock.
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement) bench.lastClick = event.timeStamp;
    },
    true,
  );

  /** Arms a measurement: from the next click to the paint that first satisfies the named predicate. */
  bench.arm = (name, argument) => {
    bench.lastClick = null;
    const mutatedCards = new Set();
    const cardObserver = new MutationObserver((records) => {
      for (const record of records) {
        const node =
          record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement;
        const card = node?.closest('article[aria-label], #bench-list [data-id]');
        if (card) mutatedCards.add(card.getAttribute('aria-label') ?? card.dataset.id);
      }
    });
    cardObserver.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    bench.pending = bench
      .watch(() => predicates[name](argument))
      .then((paintedAt) => {
        cardObserver.disconnect();
        return { clickAt: bench.lastClick, paintedAt, mutatedCards: [...mutatedCards] };
      });
  };

  /** From the end of the GET /rooms/ response to the paint that shows the first card (or baseline row). */
  bench.firstCard = bench
    .watch(() =>
      Boolean(roomsList()?.querySelector('article') ?? document.querySelector('#bench-list .item')),
    )
    .then((paintedAt) => {
      const response = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/bench-api/rooms/'));
      return { paintedAt, dataAt: response ? response.responseEnd : null };
    });

  /** CLS as the Web Vitals define it: the largest session window (gaps under 1 s, at most 5 s long). */
  bench.cls = () => {
    let worst = 0;
    let current = 0;
    let windowStart = -Infinity;
    let previous = -Infinity;
    for (const { start, value } of bench.shifts) {
      if (start - previous > 1000 || start - windowStart > 5000) {
        current = 0;
        windowStart = start;
      }
      current += value;
      previous = start;
      worst = Math.max(worst, current);
    }
    return worst;
  };

  /** Scrolls the window to the bottom, `step` pixels a frame; returns long tasks seen meanwhile. */
  bench.scrollToBottom = async (step) => {
    const startedAt = performance.now();
    let frames = 0;
    let stuck = 0;
    window.scrollTo(0, 0);
    await bench.afterNextPaint();
    while (stuck < 3) {
      const before = window.scrollY;
      window.scrollBy(0, step);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      frames += 1;
      stuck = window.scrollY === before ? stuck + 1 : 0;
    }
    await bench.afterNextPaint();
    const endedAt = performance.now();
    // Long-task entries arrive asynchronously; give the observer a moment before reading them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = bench.longTasks.filter((task) => task.start >= startedAt && task.start <= endedAt);
    return {
      frames,
      durationMs: endedAt - startedAt,
      scrolledTo: window.scrollY,
      longTasks: during.length,
      longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    };
  };
})();
