import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The theme hides a dismissed announcement bar before React starts, from a flag in local
 * storage, without looking at the bar's id. When the id changes, React resets the flag but
 * the bar stays hidden by that early flag until the next full page load. This inline
 * script, which runs right after the theme's, shows the bar at once when the stored id is
 * not the current one (SPEC §4: the dismissal is reset when the bar's id changes).
 */
export default function announcementBarResetPlugin(context: LoadContext): Plugin {
  const themeConfig = context.siteConfig.themeConfig as {announcementBar?: {id?: string}};
  const id = themeConfig.announcementBar?.id;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!id) return {};
      const script = `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
