// layout-lint report: filters and highlighting, no framework, no server. Every page reads
// well without this script; it only hides what the reader filters out.
(function () {
  'use strict';

  var form = document.querySelector('form.filters');
  var cards = Array.prototype.slice.call(document.querySelectorAll('.finding-card'));
  var diagrams = Array.prototype.slice.call(document.querySelectorAll('figure.diagram'));
  var marks = Array.prototype.slice.call(document.querySelectorAll('g.finding, g.callout'));
  // Matrix columns: the header cells carry the environment; body cells follow by position.
  var headers = Array.prototype.slice.call(document.querySelectorAll('.matrix thead th[data-environment]'));
  var matrixRows = Array.prototype.slice.call(document.querySelectorAll('.matrix tbody tr'));
  var groups = Array.prototype.slice.call(document.querySelectorAll('section.diagram-group'));
  var findingGroups = Array.prototype.slice.call(document.querySelectorAll('.finding-group'));

  function readState() {
    var state = { severities: ['error', 'warning', 'info'], rule: '', environment: '', group: '', select: '' };
    if (form) {
      state.severities = Array.prototype.slice.call(form.querySelectorAll('input[name="severity"]'))
        .filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
      state.rule = form.elements.rule ? form.elements.rule.value : '';
      state.environment = form.elements.environment ? form.elements.environment.value : '';
      state.group = form.elements.group ? form.elements.group.value : '';
    }
    return state;
  }

  // Filters can come from the address: #filter?severity=error&rule=...&environment=...&group=...&select=element
  function stateFromHash() {
    var hash = decodeURIComponent(window.location.hash || '');
    if (hash.indexOf('#filter?') !== 0) { return null; }
    var state = { severities: null, rule: '', environment: '', group: '', select: '' };
    hash.slice('#filter?'.length).split('&').forEach(function (pair) {
      var parts = pair.split('=');
      var key = parts[0], value = parts.slice(1).join('=');
      if (key === 'severity') { state.severities = value ? value.split(',') : []; }
      else if (key in state) { state[key] = value; }
    });
    return state;
  }

  function writeForm(state) {
    if (!form) { return; }
    form.querySelectorAll('input[name="severity"]').forEach(function (box) {
      box.checked = !state.severities || state.severities.indexOf(box.value) !== -1;
    });
    ['rule', 'environment', 'group'].forEach(function (name) {
      var field = form.elements[name];
      if (!field || !state[name]) { return; }
      for (var i = 0; i < field.options.length; i++) {
        if (field.options[i].value === state[name]) { field.value = state[name]; }
      }
    });
  }

  function apply() {
    var state = readState();
    var shown = 0;
    cards.forEach(function (card) {
      var environments = (card.getAttribute('data-environments') || '').split('|');
      var visible = state.severities.indexOf(card.getAttribute('data-severity')) !== -1 &&
        (!state.rule || card.getAttribute('data-rule') === state.rule) &&
        (!state.environment || environments.indexOf(state.environment) !== -1 || environments[0] === '');
      card.hidden = !visible;
      if (visible) { shown++; }
    });
    marks.forEach(function (mark) {
      mark.classList.toggle('dimmed', state.severities.indexOf(mark.getAttribute('data-severity')) === -1 ||
        (state.rule !== '' && mark.getAttribute('data-rule') !== state.rule));
    });
    diagrams.forEach(function (diagram) {
      diagram.hidden = (state.environment !== '' && diagram.getAttribute('data-environment') !== state.environment) ||
        (state.group !== '' && diagram.getAttribute('data-group') !== state.group);
    });
    groups.forEach(function (group) {
      group.hidden = state.group !== '' && group.getAttribute('data-group') !== state.group;
    });
    var hiddenColumns = headers.map(function (header) {
      var hide = state.environment !== '' && header.getAttribute('data-environment') !== state.environment;
      header.hidden = hide;
      return hide;
    });
    matrixRows.forEach(function (row) {
      var cells = row.querySelectorAll('td');
      for (var i = 0; i < cells.length && i < hiddenColumns.length; i++) { cells[i].hidden = hiddenColumns[i]; }
    });
    // A group of findings shows while one of its rows does.
    findingGroups.forEach(function (group) {
      group.hidden = !group.querySelector('.finding-card:not([hidden])');
    });
    var status = form && form.querySelector('.filter-status');
    if (status) { status.textContent = shown + ' of ' + cards.length + ' findings shown'; }
    return state;
  }

  // Selecting a finding highlights its element in every diagram of the page.
  function select(element) {
    document.querySelectorAll('.selected-element').forEach(function (node) { node.classList.remove('selected-element'); });
    cards.forEach(function (card) { card.classList.toggle('selected', element !== '' && card.getAttribute('data-element') === element); });
    if (!element) { return; }
    document.querySelectorAll('svg [data-element]').forEach(function (node) {
      if (node.getAttribute('data-element') === element) { node.classList.add('selected-element'); }
    });
  }

  function saveHash(state, element) {
    var parts = [];
    if (state.severities.length !== 3) { parts.push('severity=' + state.severities.join(',')); }
    ['rule', 'environment', 'group'].forEach(function (name) { if (state[name]) { parts.push(name + '=' + encodeURIComponent(state[name])); } });
    if (element) { parts.push('select=' + encodeURIComponent(element)); }
    var hash = parts.length ? '#filter?' + parts.join('&') : '';
    if (history.replaceState) { history.replaceState(null, '', hash || window.location.pathname); }
  }

  var selected = '';
  var initial = stateFromHash();
  if (initial) {
    writeForm(initial);
    selected = initial.select || '';
  }
  if (form) {
    form.hidden = false;
    form.addEventListener('change', function () { saveHash(apply(), selected); });
  }
  document.querySelectorAll('button.select-finding').forEach(function (button) {
    button.hidden = false;
    button.addEventListener('click', function () {
      var element = button.getAttribute('data-element');
      selected = selected === element ? '' : element;
      select(selected);
      saveHash(readState(), selected);
      var first = document.querySelector('svg .selected-element');
      if (first && first.scrollIntoView) { first.scrollIntoView({ block: 'center', behavior: 'smooth' }); }
    });
  });
  // A finding's suppression entry, copied in one click where the browser allows it.
  document.querySelectorAll('button.copy-suppression').forEach(function (button) {
    if (!navigator.clipboard) { return; }
    button.hidden = false;
    button.addEventListener('click', function () {
      var text = button.parentNode.querySelector('code.suppression').textContent;
      navigator.clipboard.writeText(text).then(function () { button.textContent = 'Copied'; },
        function () { button.textContent = 'Select and copy'; });
    });
  });
  apply();
  select(selected);

  // The index's inputs: a search over name, path and rules, and a sort. With a search, the
  // inputs that pass are searched too (their list opens). #filter?search=... sets it.
  var tools = document.querySelector('form.input-tools');
  if (tools) {
    var bodies = Array.prototype.slice.call(document.querySelectorAll('table.inputs tbody'));
    var rows = [];
    bodies.forEach(function (body) { rows = rows.concat(Array.prototype.slice.call(body.rows)); });
    // What a search matches in each row: its name, path and rules, lower-cased once.
    var texts = rows.map(function (row) {
      var path = row.querySelector('.path');
      return [row.getAttribute('data-name'), path ? path.textContent : '', row.getAttribute('data-rules')].join(' ').toLowerCase();
    });
    var search = tools.elements.search, sort = tools.elements.sort;
    var inputStatus = tools.querySelector('.input-status');
    var passing = document.querySelector('details.passing');
    var filterInputs = function () {
      var words = search.value.toLowerCase().split(/\s+/).filter(function (word) { return word; });
      var shown = 0;
      rows.forEach(function (row, index) {
        var text = texts[index];
        var visible = words.every(function (word) { return text.indexOf(word) !== -1; });
        row.hidden = !visible;
        if (visible) { shown++; }
      });
      if (passing && words.length) { passing.open = true; }
      inputStatus.textContent = words.length ? shown + ' of ' + rows.length + ' inputs match' : '';
    };
    var sortInputs = function () {
      var key = sort.value;
      bodies.forEach(function (body) {
        Array.prototype.slice.call(body.rows).sort(function (a, b) {
          if (key === 'name') { return (a.getAttribute('data-name') || '').localeCompare(b.getAttribute('data-name') || ''); }
          if (key === 'total') { return Number(b.getAttribute('data-total')) - Number(a.getAttribute('data-total')) ||
            Number(a.getAttribute('data-rank')) - Number(b.getAttribute('data-rank')); }
          return Number(a.getAttribute('data-rank')) - Number(b.getAttribute('data-rank'));
        }).forEach(function (row) { body.appendChild(row); });
      });
    };
    var hash = decodeURIComponent(window.location.hash || '');
    if (hash.indexOf('#filter?') === 0) {
      hash.slice('#filter?'.length).split('&').forEach(function (pair) {
        var parts = pair.split('=');
        if (parts[0] === 'search') { search.value = parts.slice(1).join('='); }
        if (parts[0] === 'sort') { sort.value = parts.slice(1).join('='); }
      });
    }
    tools.hidden = false;
    tools.addEventListener('submit', function (event) { event.preventDefault(); });
    search.addEventListener('input', filterInputs);
    sort.addEventListener('change', sortInputs);
    sortInputs();
    filterInputs();
  }
})();
