import Foundation

/// The gallery's player: play/pause, slow motion, frame steps and a scrubber over each demo's GIF,
/// in a small script that works from a page opened straight from disk (`file://`, no server).
///
/// Browsers cannot pause a GIF or slow it down, and a page opened from disk may not `fetch` a file
/// beside it; but it may load a `<script src>`. So the gallery writes each GIF a second time as
/// `frames/<name>.js` (the GIF's bytes in base64, handed to `SegueGallery.deliver`), which the page
/// loads only when a control is first used; the script decodes the GIF itself (LZW, local and
/// global palettes, transparency, disposal methods 1 and 2) into a canvas, frame by frame, with the
/// GIF's own delays stretched by the chosen speed. Until then the page shows the plain GIF.
package enum GalleryPlayer {
    /// The script file that hands `gif` to the page's player as the frames of `name`.
    package static func framesScript(name: String, gif: Data) -> String {
        "SegueGallery.deliver(\(jsonString(name)), \"\(gif.base64EncodedString())\");\n"
    }

    /// `s` as a JavaScript string literal.
    static func jsonString(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])
        let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }

    /// The page's player script (goes inside a `<script>` element at the end of `<body>`).
    ///
    /// Every `figure[data-frames]` gets its controls wired. Opening the page with `#check` in
    /// the address plays the first demo at a quarter speed, steps it, pauses it, and writes what
    /// it saw to `<html data-check="…">`, for headless checks (`chromium --dump-dom`).
    package static let script = #"""
        "use strict";
        const SegueGallery = (() => {
          const waiting = {};
          function deliver(name, base64) {
            const bin = atob(base64), bytes = new Uint8Array(bin.length);
            for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
            if (waiting[name]) { waiting[name](bytes); delete waiting[name]; }
          }
          function load(name, src) {
            return new Promise((resolve, reject) => {
              waiting[name] = resolve;
              const s = document.createElement("script");
              s.src = src;
              s.onerror = () => reject(new Error("cannot load " + src));
              document.head.appendChild(s);
            });
          }
          function parse(b) {
            const u16 = (p) => b[p] | (b[p + 1] << 8);
            const W = u16(6), H = u16(8), flags = b[10];
            let p = 13, global = null;
            if (flags & 0x80) { const n = 2 << (flags & 7); global = b.subarray(p, p + 3 * n); p += 3 * n; }
            const frames = [];
            let gce = { delay: 100, disposal: 0, transparent: -1 };
            while (p < b.length) {
              const c = b[p++];
              if (c === 0x3B) break;
              if (c === 0x21) {
                if (b[p] === 0xF9) {
                  const pk = b[p + 2];
                  gce = { delay: u16(p + 3) * 10, disposal: (pk >> 2) & 7, transparent: (pk & 1) ? b[p + 5] : -1 };
                }
                p++;
                while (b[p] !== 0) p += b[p] + 1;
                p++;
              } else if (c === 0x2C) {
                const x = u16(p), y = u16(p + 2), w = u16(p + 4), h = u16(p + 6), pk = b[p + 8];
                p += 9;
                let palette = global;
                if (pk & 0x80) { const n = 2 << (pk & 7); palette = b.subarray(p, p + 3 * n); p += 3 * n; }
                const minCode = b[p++];
                let length = 0;
                for (let q = p; b[q] !== 0; q += b[q] + 1) length += b[q];
                const data = new Uint8Array(length);
                let o = 0;
                while (b[p] !== 0) { data.set(b.subarray(p + 1, p + 1 + b[p]), o); o += b[p]; p += b[p] + 1; }
                p++;
                frames.push({ x, y, w, h, palette, minCode, data, interlaced: !!(pk & 0x40), ...gce });
                gce = { delay: 100, disposal: 0, transparent: -1 };
              } else break;
            }
            return { W, H, frames };
          }
          function lzw(minCode, data, count) {
            const out = new Uint8Array(count), clear = 1 << minCode, end = clear + 1;
            const prefix = new Int16Array(4096), suffix = new Uint8Array(4096);
            const first = new Uint8Array(4096), length = new Uint16Array(4096);
            for (let k = 0; k < clear; k++) { prefix[k] = -1; suffix[k] = k; first[k] = k; length[k] = 1; }
            let size = minCode + 1, next = end + 1, prev = -1, acc = 0, bits = 0, i = 0, o = 0;
            while (o < count) {
              while (bits < size) { if (i >= data.length) return out; acc |= data[i++] << bits; bits += 8; }
              const code = acc & ((1 << size) - 1);
              acc >>>= size; bits -= size;
              if (code === clear) { size = minCode + 1; next = end + 1; prev = -1; continue; }
              if (code === end) break;
              if (prev !== -1 && next < 4096) {
                prefix[next] = prev; first[next] = first[prev];
                suffix[next] = code < next ? first[code] : first[prev];
                length[next] = length[prev] + 1;
                next++;
                if (next === (1 << size) && size < 12) size++;
              }
              let c = code, pos = o + length[code] - 1;
              o += length[code];
              while (c !== -1) { if (pos < count) out[pos] = suffix[c]; pos--; c = prefix[c]; }
              prev = code;
            }
            return out;
          }
          class Player {
            constructor(figure) {
              this.figure = figure;
              this.img = figure.querySelector("img.animation");
              this.canvas = null; this.gif = null; this.index = -1; this.playing = true;
              this.speed = 1; this.timer = null; this.started = performance.now();
              const q = (s) => figure.querySelector(s);
              this.playButton = q(".play"); this.speedSelect = q(".speed");
              this.scrubber = q(".scrub"); this.readout = q(".readout");
              this.playButton.addEventListener("click", () => this.toggle());
              q(".back").addEventListener("click", () => this.step(-1));
              q(".forward").addEventListener("click", () => this.step(1));
              this.speedSelect.addEventListener("change", () => this.setSpeed(Number(this.speedSelect.value)));
              this.scrubber.addEventListener("input", () => this.seekTo(Number(this.scrubber.value)));
              this.img.addEventListener("load", () => { this.started = performance.now(); });
            }
            async ready() {
              if (this.gif) return;
              const bytes = await load(this.figure.id, this.figure.dataset.frames);
              const gif = parse(bytes);
              this.canvas = document.createElement("canvas");
              this.canvas.width = gif.W; this.canvas.height = gif.H;
              this.canvas.className = "animation";
              this.canvas.setAttribute("aria-label", this.img.alt);
              this.context = this.canvas.getContext("2d");
              this.image = this.context.createImageData(gif.W, gif.H);
              this.times = [];
              let t = 0;
              for (const f of gif.frames) { this.times.push(t); t += f.delay; }
              this.total = t;
              this.gif = gif;
              this.scrubber.max = String(gif.frames.length - 1);
              // Continue from the frame the GIF was showing.
              const elapsed = (performance.now() - this.started) % Math.max(1, t);
              let k = 0;
              while (k + 1 < this.times.length && this.times[k + 1] <= elapsed) k++;
              this.seekTo(k);
              this.img.replaceWith(this.canvas);
            }
            reset() { this.image.data.fill(0); this.index = -1; this.disposal = 0; this.area = null; }
            drawNext() {
              const f = this.gif.frames[this.index + 1], px = this.image.data, W = this.gif.W;
              if (this.area && this.disposal === 2) {
                const a = this.area;
                for (let y = a.y; y < a.y + a.h; y++) px.fill(0, (y * W + a.x) * 4, (y * W + a.x + a.w) * 4);
              }
              const indices = lzw(f.minCode, f.data, f.w * f.h), pal = f.palette;
              const rows = [];
              if (f.interlaced) {
                for (const [start, step] of [[0, 8], [4, 8], [2, 4], [1, 2]])
                  for (let r = start; r < f.h; r += step) rows.push(r);
              } else for (let r = 0; r < f.h; r++) rows.push(r);
              for (let r = 0; r < f.h; r++) {
                const y = f.y + rows[r];
                if (y >= this.gif.H) continue;
                for (let c = 0; c < f.w; c++) {
                  const k = indices[r * f.w + c];
                  if (k === f.transparent || f.x + c >= W) continue;
                  const o = (y * W + f.x + c) * 4;
                  px[o] = pal[3 * k]; px[o + 1] = pal[3 * k + 1]; px[o + 2] = pal[3 * k + 2]; px[o + 3] = 255;
                }
              }
              this.index++;
              this.disposal = f.disposal;
              this.area = { x: f.x, y: f.y, w: f.w, h: f.h };
            }
            seekTo(k) {
              k = Math.max(0, Math.min(k, this.gif.frames.length - 1));
              if (k < this.index) this.reset();
              while (this.index < k) this.drawNext();
              this.context.putImageData(this.image, 0, 0);
              this.scrubber.value = String(k);
              const n = this.gif.frames.length;
              this.readout.textContent = (this.times[k] / 1000).toFixed(3) + " s / " +
                (this.total / 1000).toFixed(2) + " s · frame " + (k + 1) + "/" + n;
            }
            schedule() {
              clearTimeout(this.timer);
              if (!this.playing || !this.gif) return;
              const f = this.gif.frames[this.index];
              this.timer = setTimeout(() => {
                this.seekTo(this.index + 1 < this.gif.frames.length ? this.index + 1 : 0);
                this.schedule();
              }, Math.max(10, f.delay / this.speed));
            }
            async toggle() {
              await this.ready();
              this.playing = !this.playing;
              this.playButton.textContent = this.playing ? "Pause" : "Play";
              this.schedule();
            }
            async step(by) {
              await this.ready();
              this.playing = false;
              this.playButton.textContent = "Play";
              clearTimeout(this.timer);
              const n = this.gif.frames.length;
              this.seekTo((this.index + by + n) % n);
            }
            async setSpeed(speed) {
              await this.ready();
              this.speed = speed;
              this.schedule();
            }
          }
          const players = [...document.querySelectorAll("figure[data-frames]")].map((f) => new Player(f));
          async function check() {
            const p = players[0];
            if (!p) return;
            try {
              p.speedSelect.value = "0.25";
              await p.setSpeed(0.25);
              await p.step(1);
              await p.step(1);
              const n = p.gif.frames.length, k = p.index;
              let opaque = 0;
              for (let i = 3; i < p.image.data.length; i += 4) if (p.image.data[i] === 255) opaque++;
              document.documentElement.dataset.check = p.figure.id + ": " + n + " frames, showing frame " +
                (k + 1) + ", " + (p.playing ? "playing" : "paused") + " at " + p.speed + "x, " +
                Math.round(100 * opaque / (p.gif.W * p.gif.H)) + "% opaque";
            } catch (e) {
              document.documentElement.dataset.check = "error: " + e.message;
            }
          }
          if (location.hash === "#check") check();
          return { deliver };
        })();
        """#
}
