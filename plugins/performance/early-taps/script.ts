/**
 * Inline in the head: until `data-has-hydrated="true"`, a click on a button or a tab is stopped and
 * its element's path from the body noted; once hydrated, the elements at those paths are clicked in
 * order. Paths, as Tabs render new elements on hydrating; a disabled element (the colour toggle) is
 * waited for. Submit buttons and links are left alone: they work without JavaScript.
 * The menu button, on a page with a docs sidebar, opens that sidebar as the drawer at once
 * (`data-early-menu`, menu.css); a tap outside it or Escape closes it. Once hydrated, the theme's
 * drawer takes its place, without sliding in (the theme's own sidebar has emptied by then).
 */
export const earlyTapsScript =
  "(function(){var d=document.documentElement,q=[],M='data-early-menu';function on(){return d.getAttribute('data-has-hydrated')==='true'}" +
  "function path(t){var p=[];for(;t!==document.body;t=t.parentElement)p.unshift([].indexOf.call(t.parentElement.children,t));return p}" +
  "function at(p){for(var t=document.body,i=0;t&&i<p.length;i++)t=t.children[p[i]];return t}" +
  "function drawer(o){var b=document.querySelector('.navbar__toggle');if(o)d.setAttribute(M,'');else d.removeAttribute(M);if(b)b.setAttribute('aria-expanded',String(o))}" +
  "function take(e){var x=e.target;if(on()||!x||!x.closest)return;var t=x.closest('button,[role=tab]'),m=d.hasAttribute(M)," +
  "s=document.querySelector('.theme-doc-sidebar-container');" +
  "if(m?!s.contains(x):t&&s&&t.matches('.navbar__toggle')){if(e.type==='click'){e.preventDefault();e.stopImmediatePropagation();drawer(!m)}return}" +
  "if(!t||(t.type==='submit'&&t.form))return;" +
  // A disabled button gets pointer events but no click.
  "if(e.type==='pointerup'){if(t.disabled)q.push(path(t));return}e.preventDefault();e.stopImmediatePropagation();q.push(path(t))}" +
  "document.addEventListener('click',take,true);document.addEventListener('pointerup',take,true);" +
  "document.addEventListener('keydown',function(e){if(e.key==='Escape'&&!on()&&d.hasAttribute(M))drawer(false)});" +
  "function run(n){while(q.length){var t=at(q[0]);if(t&&t.disabled&&n<40)return setTimeout(run,50,n+1);q.shift();if(t)t.click()}}" +
  "new MutationObserver(function(_,o){if(!on())return;o.disconnect();requestAnimationFrame(function(){setTimeout(function(){" +
  "if(d.hasAttribute(M)){drawer(false);d.setAttribute(M,'handover');document.querySelector('.navbar__toggle').click();setTimeout(function(){d.removeAttribute(M)},250)}" +
  "run(0)},0)})}).observe(d,{attributes:true,attributeFilter:['data-has-hydrated']})})();";
