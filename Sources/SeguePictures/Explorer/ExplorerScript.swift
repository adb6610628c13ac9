/// The explorer page's script: pan and zoom, lazy wireframes, search, selection of scenes and arrows, keyboard
/// navigation. Reads only the page's own data (`#page-data`) and writes text with `textContent`, never HTML.
///
/// For tests and tools it exposes `window.segueExplorer` (`sceneCount`, `linkCount`, `renderedCount()`, `view()`,
/// `centreOn(index)`, `centreOnPoint(x, y)`), which the browser check uses; the page works without it.
enum ExplorerScript {
  static let javaScript = #"""
    (function () {
      'use strict';
      const data = JSON.parse(document.getElementById('page-data').textContent);
      const viewport = document.getElementById('viewport');
      const world = document.getElementById('world');
      const sceneElements = Array.from(document.querySelectorAll('section.scene'));
      const linkElements = new Map();
      document.querySelectorAll('#links .link').forEach(function (element) {
        linkElements.set(Number(element.dataset.index), element);
      });
      const details = document.getElementById('details');
      const search = document.getElementById('search');
      const results = document.getElementById('results');
      const resultsSection = document.getElementById('results-section');
      const matchCount = document.getElementById('match-count');
      const minimumDrawnScale = 0.12;
      let view = { x: 0, y: 0, scale: 1 };
      let pending = false;

      function apply() {
        world.style.transform = 'translate(' + view.x + 'px,' + view.y + 'px) scale(' + view.scale + ')';
        if (!pending) {
          pending = true;
          requestAnimationFrame(function () { pending = false; drawVisible(); });
        }
      }

      // Lazy drawing: a scene's wireframe is parsed from its script's text when its card is in view and legible.
      function drawVisible() {
        if (view.scale < minimumDrawnScale) return;
        const margin = 200 / view.scale;
        const left = -view.x / view.scale - margin;
        const top = -view.y / view.scale - margin;
        const right = left + viewport.clientWidth / view.scale + 2 * margin;
        const bottom = top + viewport.clientHeight / view.scale + 2 * margin;
        for (let index = 0; index < data.scenes.length; index++) {
          const box = data.scenes[index].box;
          if (box[0] > right || box[0] + box[2] < left || box[1] > bottom || box[1] + box[3] < top) continue;
          draw(index);
        }
      }

      const parser = new DOMParser();
      function draw(index) {
        const element = sceneElements[index];
        if (element.dataset.drawn) return;
        element.dataset.drawn = '1';
        const source = document.getElementById('t' + index);
        const svg = parser.parseFromString(source.textContent, 'image/svg+xml').documentElement;
        if (svg.namespaceURI !== 'http://www.w3.org/2000/svg') {
          console.error('The wireframe of scene ' + index + ' is not SVG.');
          return;
        }
        element.querySelector('.wf').appendChild(document.importNode(svg, true));
      }

      function zoomAt(factor, clientX, clientY) {
        const rect = viewport.getBoundingClientRect();
        const px = clientX - rect.left, py = clientY - rect.top;
        const scale = Math.min(4, Math.max(0.01, view.scale * factor));
        view.x = px - (px - view.x) * scale / view.scale;
        view.y = py - (py - view.y) * scale / view.scale;
        view.scale = scale;
        apply();
      }

      function zoomCentre(factor) {
        const rect = viewport.getBoundingClientRect();
        zoomAt(factor, rect.left + rect.width / 2, rect.top + rect.height / 2);
      }

      function fit() {
        const width = Math.max(data.size[0], 1), height = Math.max(data.size[1], 1);
        const scale = Math.min(viewport.clientWidth / (width + 80), viewport.clientHeight / (height + 80), 1);
        view.scale = scale;
        view.x = (viewport.clientWidth - width * scale) / 2;
        view.y = (viewport.clientHeight - height * scale) / 2;
        apply();
      }

      function centreOn(index, minimumScale) {
        const box = data.scenes[index].box;
        if (minimumScale && view.scale < minimumScale) view.scale = minimumScale;
        view.x = viewport.clientWidth / 2 - (box[0] + box[2] / 2) * view.scale;
        view.y = viewport.clientHeight / 2 - (box[1] + box[3] / 2) * view.scale;
        apply();
      }

      function isInView(index) {
        const box = data.scenes[index].box;
        const x = box[0] * view.scale + view.x, y = box[1] * view.scale + view.y;
        return x >= 0 && y >= 0 && x + box[2] * view.scale <= viewport.clientWidth &&
          y + box[3] * view.scale <= viewport.clientHeight;
      }

      // Panning with a pointer drag on the canvas.
      let drag = null;
      viewport.addEventListener('pointerdown', function (event) {
        if (event.button !== 0 || event.target.closest('.scene') || event.target.closest('.link')) return;
        drag = { x: event.clientX, y: event.clientY, viewX: view.x, viewY: view.y, moved: false };
        viewport.setPointerCapture(event.pointerId);
        viewport.classList.add('dragging');
      });
      viewport.addEventListener('pointermove', function (event) {
        if (!drag) return;
        view.x = drag.viewX + event.clientX - drag.x;
        view.y = drag.viewY + event.clientY - drag.y;
        drag.moved = true;
        apply();
      });
      function endDrag() { drag = null; viewport.classList.remove('dragging'); }
      viewport.addEventListener('pointerup', endDrag);
      viewport.addEventListener('pointercancel', endDrag);
      viewport.addEventListener('wheel', function (event) {
        event.preventDefault();
        if (event.ctrlKey || event.metaKey || Math.abs(event.deltaY) >= 50 && event.deltaX === 0) {
          zoomAt(Math.exp(-event.deltaY / 500), event.clientX, event.clientY);
        } else {
          view.x -= event.deltaX;
          view.y -= event.deltaY;
          apply();
        }
      }, { passive: false });

      document.getElementById('zoom-in').addEventListener('click', function () { zoomCentre(1.25); });
      document.getElementById('zoom-out').addEventListener('click', function () { zoomCentre(0.8); });
      document.getElementById('fit').addEventListener('click', fit);

      viewport.addEventListener('keydown', function (event) {
        if (event.target.closest('input')) return;
        const step = 80;
        switch (event.key) {
          case 'ArrowLeft': view.x += step; break;
          case 'ArrowRight': view.x -= step; break;
          case 'ArrowUp': view.y += step; break;
          case 'ArrowDown': view.y -= step; break;
          case '+': case '=': zoomCentre(1.25); event.preventDefault(); return;
          case '-': zoomCentre(0.8); event.preventDefault(); return;
          case '0': fit(); event.preventDefault(); return;
          default: return;
        }
        event.preventDefault();
        apply();
      });
      document.addEventListener('keydown', function (event) {
        if (event.key === '/' && document.activeElement !== search) {
          event.preventDefault();
          search.focus();
        } else if (event.key === 'Escape') {
          clearSelection();
          details.replaceChildren(heading('h2', 'Details'));
        }
      });

      // Details, written with textContent only.
      function heading(tag, text) {
        const element = document.createElement(tag);
        element.textContent = text;
        return element;
      }

      function button(text, action) {
        const element = document.createElement('button');
        element.type = 'button';
        element.textContent = text;
        element.addEventListener('click', action);
        return element;
      }

      function detailList(pairs) {
        const list = document.createElement('dl');
        pairs.forEach(function (pair) {
          list.appendChild(heading('dt', pair[0]));
          pair[1].forEach(function (value) { list.appendChild(heading('dd', value)); });
        });
        return list;
      }

      function clearSelection() {
        document.querySelectorAll('.selected,.end,.active').forEach(function (element) {
          element.classList.remove('selected', 'end', 'active');
        });
        world.classList.remove('selecting');
      }

      function selectScene(index, centre) {
        clearSelection();
        const scene = data.scenes[index];
        sceneElements[index].classList.add('selected');
        if (centre) centreOn(index, 0.5);
        draw(index);
        const parts = [heading('h2', 'Scene'), heading('h3', scene.heading), detailList(scene.details)];
        if (scene.findings.length) {
          parts.push(heading('h2', 'Lint findings'));
          const list = document.createElement('ul');
          scene.findings.forEach(function (finding) {
            const item = heading('li', finding);
            item.className = 'finding';
            list.appendChild(item);
          });
          parts.push(list);
        }
        const outgoing = [], incoming = [];
        data.links.forEach(function (link, linkIndex) {
          if (link.from === index) outgoing.push(linkIndex);
          else if (link.to === index) incoming.push(linkIndex);
        });
        [['Segues and links out', outgoing], ['Arriving', incoming]].forEach(function (group) {
          if (!group[1].length) return;
          parts.push(heading('h2', group[0]));
          const list = document.createElement('ul');
          group[1].forEach(function (linkIndex) {
            const link = data.links[linkIndex];
            const other = data.scenes[link.from === index ? link.to : link.from];
            const arrow = link.from === index ? ' → ' : ' ← ';
            const text = link.kind + (link.label ? ' ‘' + link.label + '’' : '') + (other ? arrow + other.heading : '');
            const item = document.createElement('li');
            item.appendChild(button(text, function () { selectLink(linkIndex); }));
            list.appendChild(item);
          });
          parts.push(list);
        });
        details.replaceChildren.apply(details, parts);
      }

      function selectLink(linkIndex) {
        clearSelection();
        const link = data.links[linkIndex];
        const element = linkElements.get(linkIndex);
        if (element) element.classList.add('active');
        world.classList.add('selecting');
        const parts = [heading('h2', 'Arrow'), heading('h3', link.kind + (link.label ? ' ‘' + link.label + '’' : ''))];
        [['From', link.from], ['To', link.to]].forEach(function (end) {
          if (end[1] === null || end[1] === undefined) return;
          sceneElements[end[1]].classList.add('end');
          parts.push(heading('h2', end[0]));
          parts.push(button(data.scenes[end[1]].heading, function () { selectScene(end[1], true); }));
        });
        parts.push(detailList(link.details));
        details.replaceChildren.apply(details, parts);
      }

      sceneElements.forEach(function (element, index) {
        element.addEventListener('click', function () { selectScene(index, false); });
        element.addEventListener('keydown', function (event) {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            selectScene(index, false);
          }
        });
        element.addEventListener('focus', function () {
          if (!isInView(index)) centreOn(index, 0.3);
        });
      });
      linkElements.forEach(function (element, linkIndex) {
        element.addEventListener('click', function (event) { event.stopPropagation(); selectLink(linkIndex); });
        element.addEventListener('keydown', function (event) {
          if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); selectLink(linkIndex); }
        });
      });

      // Search by class, identifier or any text of a scene.
      let matches = [];
      function runSearch() {
        const query = search.value.trim().toLowerCase();
        matches = [];
        results.replaceChildren();
        sceneElements.forEach(function (element, index) {
          const hit = query !== '' && data.scenes[index].search.indexOf(query) >= 0;
          element.classList.toggle('match', hit);
          if (hit) matches.push(index);
        });
        world.classList.toggle('searching', query !== '');
        resultsSection.hidden = query === '';
        matchCount.textContent = query === '' ? '' :
          matches.length + (matches.length === 1 ? ' scene matches' : ' scenes match');
        matches.slice(0, 200).forEach(function (index) {
          const item = document.createElement('li');
          item.appendChild(button(data.scenes[index].heading, function () {
            selectScene(index, true);
            sceneElements[index].focus({ preventScroll: true });
          }));
          results.appendChild(item);
        });
      }
      search.addEventListener('input', runSearch);
      document.getElementById('search-form').addEventListener('submit', function (event) {
        event.preventDefault();
        runSearch();
        if (matches.length) selectScene(matches[0], true);
      });

      window.segueExplorer = {
        sceneCount: data.scenes.length,
        linkCount: data.links.length,
        renderedCount: function () { return document.querySelectorAll('section.scene[data-drawn]').length; },
        view: function () { return { x: view.x, y: view.y, scale: view.scale }; },
        centreOn: function (index) { centreOn(index, 0.5); },
        centreOnPoint: function (x, y) {
          if (view.scale < 0.5) view.scale = 0.5;
          view.x = viewport.clientWidth / 2 - x * view.scale;
          view.y = viewport.clientHeight / 2 - y * view.scale;
          apply();
        }
      };
      window.addEventListener('resize', apply);
      // The canvas is hidden while the page loads (no layout of a growing canvas each time the parser yields).
      world.hidden = false;
      fit();
    })();
    """#
}
