/**
 * The boot: when the app's JavaScript starts, and what happens to a press before it has.
 *
 * The server's HTML is the page (readable, its links working) and its largest paint is
 * usually the hero picture. On a phone's network, ~160 KB of modules fetched beside that
 * picture delay it (they share the connection) and the first paint (module scripts and
 * module preloads are fetched at high priority). So the page names its modules in a JSON
 * block (app/server/render/deferred-boot.ts), and this tiny inline script adds them (the
 * preloads, then the entry) after the window's load event and the pictures in view: the
 * pictures first, then hydration. A page whose load is held up by something slow still
 * hydrates after MAX_WAIT_MS.
 *
 * Until the app has hydrated, the server's buttons have no handlers yet: the script keeps the
 * last button a fan presses (a tap on 'Login' while the page loads) and the app presses it
 * again once interactive (EARLY_PRESS_REPLAY, called by replayEarlyPress in early-presses.ts),
 * so no press is lost. Links need nothing: they work as plain links until then.
 *
 * The Content-Security-Policy allows this one inline script by its hash, as it allows the
 * accessibility head script; the JSON block is data and never runs.
 */
import { cspHashOf } from '@core';
import { BOOT_DATA_ID, EARLY_PRESS_REPLAY } from './early-presses';

/** the longest the page waits for its load event before starting the app anyway */
export const MAX_WAIT_MS = 3000;
/** module preloads added in one task (then the next task adds more, the entry last) */
export const PRELOADS_PER_TASK = 2;

export const BOOT_SCRIPT = [
  '(function(){var d=document,w=window,s=0,h=0,q=null;',
  // a press before hydration: kept (the last one), and nothing else done with it yet
  'd.addEventListener("click",function(e){var b=!h&&e.target&&e.target.closest&&e.target.closest("button");',
  'if(b){q=b;e.preventDefault();e.stopImmediatePropagation()}},true);',
  `w[${JSON.stringify(EARLY_PRESS_REPLAY)}]=function(){var b=q;h=1;q=null;if(b&&b.isConnected&&!b.disabled)b.click()};`,
  'function go(){if(s)return;s=1;var l,i=1;',
  `try{l=JSON.parse(d.getElementById(${JSON.stringify(BOOT_DATA_ID)}).textContent)}catch(x){return}`,
  'if(!l||!l.length)return;',
  // PRELOADS_PER_TASK at a time, a task each: every added preload starts a fetch there and
  // then (2-4 ms each in a traced page load, six times that on a simulated phone): thirty of
  // them in one task was a long task, and four were still 60 ms at 6x
  `function add(){var e,n;for(n=0;n<${PRELOADS_PER_TASK}&&i<l.length;n++,i++){e=d.createElement("link");e.rel="modulepreload";e.href=l[i];d.head.appendChild(e)}`,
  'if(i<l.length)return setTimeout(add,0);',
  'e=d.createElement("script");e.type="module";e.src=l[0];d.head.appendChild(e)}add()}',
  // after the load event, and after the pictures in view that the load event does not wait for
  // (lazy ones: on a phone a card's picture can be the largest in the first screen) have been
  // decoded; then after the frame that paints them and the next (a task queued from a frame's
  // callback runs after its paint, and the second frame starts once the first is on screen), so
  // their paint is on screen before the app's first fetch: a big picture decoded while the frame
  // is drawn reached the screen after the app's modules had arrived
  'function later(){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(go,0)})})}',
  // (a picture with no box is hidden, as a closed tab's crests are: lazy, it never loads)
  'function soon(){var p=[],i,n,r;for(i=0;i<d.images.length;i++){r=d.images[i].getBoundingClientRect();',
  'if(!d.images[i].complete&&r.width>0&&r.bottom>0&&r.top<w.innerHeight)p.push(d.images[i])}',
  'n=p.length;if(!n)return later();',
  'function one(){if(--n===0)later()}',
  // loaded: done once decoded (a browser without decode(), or a picture it cannot decode: at once)
  'function shown(){this.decode?this.decode().then(one,one):one()}',
  'for(i=0;i<p.length;i++){p[i].addEventListener("load",shown);p[i].addEventListener("error",one)}}',
  `if(d.readyState==="complete")soon();else{w.addEventListener("load",soon);setTimeout(go,${MAX_WAIT_MS})}})()`,
].join('');

/** The CSP source that allows exactly the boot script. */
export const BOOT_SCRIPT_HASH = cspHashOf(BOOT_SCRIPT);
