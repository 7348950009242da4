/// The run report's inline style sheet and script: no external files, so it opens from disk.
enum RunReportAssets {
    static let css = """
        :root { color-scheme: light; --ink: #1d1d1f; --soft: #6e6e73; --line: #d2d2d7;
          --card: #fff; --page: #f5f5f7; --red: #d70015; --green: #1f7a35; --blue: #0066cc; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px 32px 64px; background: var(--page); color: var(--ink);
          font: 14px/1.45 -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
        header h1 { margin: 0; font-size: 26px; }
        .meta { color: var(--soft); margin: 4px 0 0; font-size: 12px; word-break: break-all; }
        nav ol { margin: 16px 0 24px; padding: 0; list-style: none; display: flex; flex-wrap: wrap;
          gap: 8px; }
        nav a { display: inline-block; padding: 4px 10px; background: var(--card); border: 1px solid
          var(--line); border-radius: 999px; color: var(--ink); text-decoration: none; }
        nav a:hover { border-color: var(--blue); }
        .failure { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
          padding: 16px 20px 20px; margin: 0 0 24px; }
        .failure h2 { margin: 0; font-size: 18px; }
        .number { color: var(--soft); font-weight: normal; }
        .kind { display: inline-block; font-size: 11px; font-weight: 600; text-transform: uppercase;
          letter-spacing: .04em; padding: 2px 7px; border-radius: 6px; vertical-align: 2px;
          background: #e8f0fe; color: var(--blue); }
        .kind.animation { background: #f3e8fd; color: #8e24aa; }
        .kind.timeline, .kind.text { background: #e6f4ea; color: var(--green); }
        pre { margin: 12px 0; padding: 10px 12px; background: #fbfbfd; border: 1px solid var(--line);
          border-radius: 8px; overflow-x: auto; font: 12px/1.5 ui-monospace, Menlo, Consolas,
          monospace; white-space: pre-wrap; }
        .message { color: #3a3a3c; }
        .diff .add { color: var(--green); background: #eaf7ee; display: inline-block; width: 100%; }
        .diff .del { color: var(--red); background: #fdecee; display: inline-block; width: 100%; }
        .diff .hunk { color: var(--blue); }
        .panes { display: flex; flex-wrap: wrap; gap: 16px; margin: 12px 0; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 12px; font-weight: 600; color: var(--soft); margin-bottom: 4px; }
        figure img, .stage img { display: block; max-width: 100%; image-rendering: pixelated;
          border: 1px solid var(--line); background:
          repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .sheet img { border-radius: 4px; }
        .controls { display: flex; align-items: center; gap: 12px; margin: 8px 0; flex-wrap: wrap; }
        .controls input[type=range] { width: 320px; }
        .hint, .readout { color: var(--soft); font-size: 12px; font-variant-numeric: tabular-nums; }
        .stage { position: relative; display: inline-block; }
        .stage .top { position: absolute; inset: 0; }
        .compare[data-mode=slider] .top { clip-path: inset(0 0 0 var(--cut, 50%)); }
        .compare[data-mode=slider] .stage::after { content: ""; position: absolute; top: 0;
          bottom: 0; left: var(--cut, 50%); width: 2px; background: var(--blue); }
        .compare[data-mode=onion] .top { opacity: var(--fade, .5); }
        button { font: inherit; padding: 3px 12px; border: 1px solid var(--line); border-radius: 6px;
          background: #fff; cursor: pointer; }
        .ticks { display: flex; gap: 2px; margin: 0 0 8px; flex-wrap: wrap; }
        .tick { width: 14px; height: 14px; padding: 0; border-radius: 3px; background: #e5e5ea;
          border: 1px solid transparent; }
        .tick.differs { background: #ff8a95; }
        .tick.current { border-color: var(--ink); }
        .earlier { margin-top: 32px; }
        .earlier summary { cursor: pointer; color: var(--soft); margin-bottom: 16px; }
        .empty { color: var(--soft); }
        """

    static let script = """
        // Small snapshots are shown at twice their size (pixelated), so one changed row shows.
        document.querySelectorAll('figure img, .stage img').forEach(function (img) {
          function grow() {
            if (img.naturalWidth > 0 && img.naturalWidth < 240) {
              img.style.width = (img.naturalWidth * 2) + 'px';
            }
          }
          img.addEventListener('load', grow);
          if (img.complete) { grow(); }
        });
        document.querySelectorAll('.compare').forEach(function (box) {
          var range = box.querySelector('input[type=range]');
          function update() {
            var v = range.value;
            box.style.setProperty('--cut', v + '%');
            box.style.setProperty('--fade', v / 100);
          }
          box.querySelectorAll('input[type=radio]').forEach(function (radio) {
            radio.addEventListener('change', function () {
              box.dataset.mode = radio.value;
              box.querySelector('.hint').textContent = radio.value === 'slider'
                ? 'left: reference · right: new' : 'left: reference · right: new, faded in';
            });
          });
          range.addEventListener('input', update);
          update();
        });
        document.querySelectorAll('.scrubber').forEach(function (box) {
          var frames = JSON.parse(box.dataset.frames);
          var range = box.querySelector('input[type=range]');
          var ticks = box.querySelectorAll('.tick');
          var timer = null;
          function show(i) {
            var f = frames[i];
            range.value = i;
            ['r', 'n', 'x'].forEach(function (k) {
              var img = box.querySelector('img.' + k);
              img.style.visibility = f[k] ? 'visible' : 'hidden';
              if (f[k]) { img.src = f[k]; }
            });
            box.querySelector('.t.r').textContent = f.rt;
            box.querySelector('.t.n').textContent = f.nt;
            box.querySelector('.readout').textContent = 'frame #' + f.i + ' of 0–' +
              (frames.length - 1) + (f.d === '1' ? ' · differs' : ' · same');
            ticks.forEach(function (t, j) { t.classList.toggle('current', j === i); });
          }
          range.addEventListener('input', function () { show(+range.value); });
          ticks.forEach(function (t, j) { t.addEventListener('click', function () { show(j); }); });
          box.querySelector('.play').addEventListener('click', function (e) {
            if (timer) { clearInterval(timer); timer = null; e.target.textContent = 'Play'; return; }
            e.target.textContent = 'Pause';
            timer = setInterval(function () { show((+range.value + 1) % frames.length); }, 120);
          });
          show(+box.dataset.start);
        });
        """
}
