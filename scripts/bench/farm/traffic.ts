// Counting the documents a page reads from its Firestore traffic, inside the page.
//
// The full Firestore web SDK reads over WebChannel: in Chromium one long-lived fetch per Listen
// stream whose body grows while the page runs (it never completes while the page is open, so a
// finished response seen from Playwright would miss it). So this script, installed before the
// app's code, wraps fetch (and XMLHttpRequest, which the SDK's RPCs use) for requests to the
// Firestore emulator and reads a clone of each Listen body as it grows (the app's copy is left
// untouched), parsing WebChannel's framing exactly as the SDK does: "<length>\n<JSON
// of that many characters>" repeated. In each complete frame of a Listen stream, every
// `documentChange` is one document sent to the client: one billed read (a document sent again
// after a change is billed again). Plain RPCs are counted when they complete:
// runAggregationQuery: one read per aggregation result (Firestore bills 1 read per up to 1,000
// index entries an aggregation scans, so a count over 2,000 projects really bills 2: the table
// shows aggregations on their own); batchGetDocuments (transactions) and runQuery (the Lite SDK
// and REST): each `found` / `document` is one read. Each read is also filed under its collection
// (the document's path without ids), so the counter can be checked against what the page shows.
// Long tasks are collected by a PerformanceObserver from the first script on.

export interface PageTraffic {
  /** Documents sent to the client (Listen documentChange, batchGet found, runQuery document). */
  documents: number;
  /** Aggregation results received (count, sum, average queries). */
  aggregations: number;
  /** Reads by collection path ("projects", "projects/jobs", "aggregate:spools"). */
  byCollection: Record<string, number>;
  /** Distinct document paths read, by collection (to check the counter against the page). */
  distinct: Record<string, number>;
  /** Milliseconds since navigation start of the last Firestore traffic. */
  lastActivity: number;
  /** RPCs still waiting for their response (Listen streams excluded: they stay open). */
  pending: number;
  /** Durations of the long tasks (> 50 ms) seen so far. */
  longTasks: number[];
  /** Frames the counter could not parse: a counter that misreads must say so. */
  errors: string[];
}

/** The script installed with page.addInitScript (a string: tsx's helpers must not leak into it). */
export function trafficScript(firestoreHost: string): string {
  return `(() => {
  const HOST = ${JSON.stringify(firestoreHost)};
  const state = { documents: 0, aggregations: 0, byCollection: {}, distinct: {}, seen: {}, lastActivity: 0, pending: 0, longTasks: [], errors: [] };
  Object.defineProperty(window, '__farmTraffic', { value: state });
  const touch = () => { state.lastActivity = performance.now(); };
  const collectionOf = (name) => {
    const rest = name.includes('/documents/') ? name.split('/documents/')[1] : name;
    return rest.split('/').filter((_, index) => index % 2 === 0).join('/');
  };
  const read = (name) => {
    const collection = collectionOf(name);
    state.documents += 1;
    state.byCollection[collection] = (state.byCollection[collection] || 0) + 1;
    if (!state.seen[name]) {
      state.seen[name] = true;
      state.distinct[collection] = (state.distinct[collection] || 0) + 1;
    }
  };
  const countNamed = (text, key) => {
    const pattern = new RegExp('"' + key + '"\\\\s*:\\\\s*\\\\{\\\\s*(?:"document"\\\\s*:\\\\s*\\\\{\\\\s*)?"name"\\\\s*:\\\\s*"([^"]+)"', 'g');
    const all = text.split('"' + key + '"').length - 1;
    let named = 0;
    for (const match of text.matchAll(pattern)) { read(match[1]); named += 1; }
    if (named !== all) state.errors.push(key + ': ' + (all - named) + ' without a document name');
  };
  // WebChannel framing, as goog.net.ChannelRequest reads it: "<length>\\n<length characters>".
  const readFrames = (entry, text) => {
    while (entry.offset < text.length) {
      const newline = text.indexOf('\\n', entry.offset);
      if (newline < 0) return;
      const size = Number(text.slice(entry.offset, newline));
      if (!/^\\d+$/.test(text.slice(entry.offset, newline))) {
        // Not a framed backchannel (a forward-channel acknowledgement): it must carry no documents.
        if (text.includes('"documentChange"')) {
          state.errors.push('unframed Listen response with documents: ' + JSON.stringify(text.slice(entry.offset, entry.offset + 60)));
        }
        entry.offset = text.length;
        return;
      }
      if (newline + 1 + size > text.length) return;
      countNamed(text.slice(newline + 1, newline + 1 + size), 'documentChange');
      entry.offset = newline + 1 + size;
    }
  };
  const readRpc = (url, body, text) => {
    if (url.includes(':runAggregationQuery')) {
      const results = text.split('"result"').length - 1;
      const collection = (/"collectionId"\\s*:\\s*"([^"]+)"/.exec(body || '') || [])[1] || '?';
      state.aggregations += results;
      state.byCollection['aggregate:' + collection] = (state.byCollection['aggregate:' + collection] || 0) + results;
    } else if (url.includes(':batchGet')) {
      countNamed(text, 'found');
    } else if (url.includes(':runQuery')) {
      countNamed(text, 'document');
    }
  };
  const isFirestore = (url) => String(url).includes(HOST);
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__farm = isFirestore(url) ? { url: String(url), offset: 0 } : null;
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (body) {
    const entry = this.__farm;
    if (entry) {
      touch();
      const stream = entry.url.includes('/channel');
      const listen = entry.url.includes('/Listen/channel');
      if (!stream) state.pending += 1;
      const progress = () => {
        touch();
        if (!listen) return;
        try {
          if (this.readyState >= 3) readFrames(entry, this.responseText);
        } catch (error) {
          state.errors.push('Listen response unreadable: ' + error);
        }
      };
      this.addEventListener('progress', progress);
      this.addEventListener('readystatechange', progress);
      this.addEventListener('loadend', () => {
        progress();
        if (!stream) {
          state.pending -= 1;
          try { readRpc(entry.url, typeof body === 'string' ? body : '', this.responseText); }
          catch (error) { state.errors.push('RPC response unreadable: ' + error); }
        }
      });
    }
    return send.call(this, body);
  };
  // The Listen stream arrives by fetch: a clone of its body (a tee, the app's copy untouched) is
  // read as it grows.
  const readStream = async (copy, entry) => {
    const reader = copy.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        touch();
        readFrames(entry, text);
      }
    } catch {
      // the SDK closed the stream
    }
    touch();
  };
  const fetchOriginal = window.fetch;
  window.fetch = async function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!isFirestore(url)) return fetchOriginal.call(this, input, init);
    const stream = url.includes('/channel');
    touch();
    if (!stream) state.pending += 1;
    let response;
    try {
      response = await fetchOriginal.call(this, input, init);
    } catch (error) {
      if (!stream) state.pending -= 1;
      touch();
      throw error;
    }
    const copy = response.clone();
    if (stream) {
      if (url.includes('/Listen/channel') && copy.body) void readStream(copy, { url, offset: 0 });
      else void copy.body?.cancel();
    } else {
      const body = init && typeof init.body === 'string' ? init.body : '';
      copy.text().then((text) => { readRpc(url, body, text); }, () => undefined).finally(() => { state.pending -= 1; touch(); });
    }
    return response;
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    state.errors.push('no longtask observer: ' + error);
  }
})();`;
}

/** What the page has counted so far (evaluated as a string: no compiled helpers in the page). */
export const READ_TRAFFIC =
  '(() => { const s = window.__farmTraffic; return { documents: s.documents, aggregations: s.aggregations, byCollection: { ...s.byCollection }, distinct: { ...s.distinct }, lastActivity: s.lastActivity, pending: s.pending, longTasks: [...s.longTasks], errors: [...s.errors] }; })()';

/** Reads since an earlier snapshot of the same page. */
export function trafficSince(before: PageTraffic, after: PageTraffic): PageTraffic {
  const byCollection: Record<string, number> = {};
  for (const [key, value] of Object.entries(after.byCollection)) {
    const delta = value - (before.byCollection[key] ?? 0);
    if (delta > 0) byCollection[key] = delta;
  }
  return {
    ...after,
    documents: after.documents - before.documents,
    aggregations: after.aggregations - before.aggregations,
    byCollection,
    longTasks: after.longTasks.slice(before.longTasks.length),
    errors: after.errors.slice(before.errors.length),
  };
}
