/**
 * Inline in the head: until `data-has-hydrated="true"`, a click on a button or a tab is stopped and
 * its element's path from the body noted; once hydrated, the elements at those paths are clicked in
 * order. Paths, as Tabs render new elements on hydrating; a disabled element (the colour toggle) is
 * waited for. Submit buttons and links are left alone: they work without JavaScript.
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
