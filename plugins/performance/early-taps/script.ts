/**
 * Taps made before the page has hydrated are kept and replayed once it has.
 *
 * The server's HTML shows the navbar's menu button, the colour-mode toggle, the announcement
 * bar's close button, the tabs and the sidebar's carets before React has attached a handler to
 * them, and on a slow phone that lasts a second or more after the first paint: a tap there did
 * nothing (the toggle is even `disabled` until then). This inline script, in the head, listens
 * before any of them is parsed. Until `data-has-hydrated="true"` it takes each activation of a
 * button or a tab, stops it, and notes where the element sits (its path from the body). Once the
 * page has hydrated and drawn a frame it clicks the element at each path, in order, waiting for a
 * disabled one to be enabled: the theme's Tabs and the toggle render again just after hydration,
 * the tabs as new elements. A form's submit button and links are left alone: without JavaScript
 * they work already. After hydration the script does nothing.
 */
export const earlyTapsScript =
  "(function(){var d=document.documentElement,q=[];function on(){return d.getAttribute('data-has-hydrated')==='true'}" +
  "function path(t){var p=[];for(;t!==document.body;t=t.parentElement)p.unshift([].indexOf.call(t.parentElement.children,t));return p}" +
  "function at(p){for(var t=document.body,i=0;t&&i<p.length;i++)t=t.children[p[i]];return t}" +
  "function take(e){if(on())return;var t=e.target&&e.target.closest&&e.target.closest('button,[role=tab]');" +
  "if(!t||(t.type==='submit'&&t.form))return;" +
  // A disabled button gets pointer events but no click.
  "if(e.type==='pointerup'){if(t.disabled)q.push(path(t));return}e.preventDefault();e.stopImmediatePropagation();q.push(path(t))}" +
  "document.addEventListener('click',take,true);document.addEventListener('pointerup',take,true);" +
  "function run(n){while(q.length){var t=at(q[0]);if(t&&t.disabled&&n<40)return setTimeout(run,50,n+1);q.shift();if(t)t.click()}}" +
  "new MutationObserver(function(_,o){if(!on())return;o.disconnect();requestAnimationFrame(function(){setTimeout(run,0,0)})})" +
  ".observe(d,{attributes:true,attributeFilter:['data-has-hydrated']})})();";
