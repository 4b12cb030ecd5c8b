import type { ThemeInput } from '@casino/contracts';

/**
 * The demo design of `npm start`: a complete lobby. Every text is a language-pack key, so the same
 * design reads in every language; links are routes or the special link strings of spec §2.
 */
const item = (
  comId: string,
  data: Record<string, unknown> = {},
  limitPathList: ThemeInput['pages'][number]['items'][number]['limitPathList'] = [],
) => ({
  comId,
  data,
  limitPathList,
});

export const DEMO_DESIGN: ThemeInput = {
  tabs: [
    { id: 'home', name: 'TAB_HOME', icon: 'home', link: '/', data: {} },
    { id: 'games', name: 'TAB_GAMES', icon: 'games', link: '#anchor=lobby-games', data: {} },
    { id: 'promotions', name: 'TAB_PROMOTIONS', icon: 'gift', link: '#anchor=promotions', data: {} },
    { id: 'deposit', name: 'TAB_DEPOSIT', icon: 'wallet', link: '#recharge', data: {} },
    { id: 'menu', name: 'TAB_MENU', icon: 'menu', link: '#action={"type":"toggleMenu"}', data: {} },
  ],
  menus: [
    { id: 'home', name: 'TAB_HOME', icon: 'home', link: '/', data: {} },
    {
      id: 'crash',
      name: 'CATEGORY_CRASH',
      icon: 'crash',
      link: '#anchor=lobby-games',
      data: { categoryId: '01' },
    },
    {
      id: 'originals',
      name: 'CATEGORY_ORIGINALS',
      icon: 'originals',
      link: '#anchor=lobby-games',
      data: { categoryId: '02' },
    },
    {
      id: 'lottery',
      name: 'CATEGORY_LOTTERY',
      icon: 'lottery',
      link: '#anchor=lobby-games',
      data: { categoryId: '03' },
    },
    {
      id: 'sports',
      name: 'CATEGORY_SPORTS',
      icon: 'sports',
      link: '#anchor=lobby-games',
      data: { categoryId: '04' },
    },
    { id: 'promotions', name: 'TAB_PROMOTIONS', icon: 'gift', link: '#anchor=promotions', data: {} },
    { id: 'notifications', name: 'MENU_NOTIFICATIONS', icon: 'bell', link: '#notifications', data: {} },
    {
      id: 'responsible',
      name: 'MENU_RESPONSIBLE',
      icon: 'shield',
      link: '#anchor=responsible-gaming',
      data: {},
    },
    // The install entry (#download, spec §4): the site hides it inside the installed app and the native one.
    { id: 'install', name: 'PWA_INSTALL_APP', icon: 'download', link: '#download', data: {} },
  ],
  articles: [
    {
      id: 'welcome',
      title: 'ARTICLE_WELCOME_TITLE',
      summary: 'ARTICLE_WELCOME_TEXT',
      image: '/static/cdnimg/v2/game-lottery.svg',
      link: '#register',
      audience: 'visitors',
    },
    {
      id: 'crash-guide',
      title: 'ARTICLE_CRASH_TITLE',
      summary: 'ARTICLE_CRASH_TEXT',
      image: '/static/cdnimg/v2/game-crash.svg',
      link: '#gameId=crash',
      audience: 'all',
    },
    {
      id: 'fair',
      title: 'ARTICLE_FAIR_TITLE',
      summary: 'ARTICLE_FAIR_TEXT',
      image: '/static/cdnimg/v2/game-mines.svg',
      link: '/fairness',
      audience: 'all',
    },
  ],
  assetMappings: { logo: 'category-all', notice: 'category-lottery' },
  pages: [
    {
      id: 'global',
      type: 'global',
      items: [
        item('C000045', {}),
        item('C000101', {}),
        item('C000102', {}),
        item('C000103', {}, []),
        item('C000104', {
          licenceText: 'FOOTER_LICENCE',
          links: [
            { name: 'FOOTER_RESPONSIBLE', link: '#anchor=responsible-gaming' },
            { name: 'FOOTER_FAIRNESS', link: '/fairness' },
            { name: 'FOOTER_SUPPORT', link: '#anchor=faq' },
          ],
        }),
      ],
    },
    {
      id: 'home',
      type: 'home',
      items: [
        item(
          'C000201',
          {
            intervalMs: 5000,
            slides: [
              {
                title: 'BANNER_WELCOME_TITLE',
                text: 'BANNER_WELCOME_TEXT',
                cta: 'BANNER_WELCOME_CTA',
                link: '#register',
                audience: 'visitors',
                image: '/static/cdnimg/v2/game-crash.svg',
                from: '#4a1d96',
                to: '#c2185b',
              },
              {
                title: 'BANNER_AVIATOR_TITLE',
                text: 'BANNER_AVIATOR_TEXT',
                cta: 'PLAY_NOW',
                link: '#gameId=aviator',
                image: '/static/cdnimg/v2/game-aviator.svg',
                from: '#7f1d1d',
                to: '#1e1b4b',
              },
              {
                title: 'BANNER_SPORTS_TITLE',
                text: 'BANNER_SPORTS_TEXT',
                cta: 'BANNER_SPORTS_CTA',
                link: '#gameId=sports',
                image: '/static/cdnimg/v2/game-sports.svg',
                from: '#0c4a6e',
                to: '#064e3b',
              },
            ],
          },
          [{ operator: '', value: '/' }],
        ),
        item('C000202', { messages: ['MARQUEE_1', 'MARQUEE_2', 'MARQUEE_3'] }, [
          { operator: '', value: '/' },
        ]),
        item('C000213', {}, [{ operator: '', value: '/' }]),
        item('C000205', { title: 'HOT_GAMES' }, [{ operator: '', value: '/' }]),
        item('C000203', { anchor: 'lobby-games' }, [{ operator: '', value: '/' }]),
        item('C000204', { columnsMobile: 3, columnsPc: 6 }, [{ operator: '', value: '/' }]),
        item('C000208', {}, [{ operator: '', value: '/' }]),
        item(
          'C000206',
          {
            anchor: 'promotions',
            items: [
              {
                title: 'PROMO_WELCOME_TITLE',
                text: 'PROMO_WELCOME_TEXT',
                link: '#register',
                accent: '#f5c242',
                audience: 'visitors',
              },
              {
                title: 'PROMO_CHECKIN_TITLE',
                text: 'PROMO_CHECKIN_TEXT',
                link: '#signPopup',
                accent: '#35d07f',
              },
              { title: 'PROMO_RAIN_TITLE', text: 'PROMO_RAIN_TEXT', link: '#moneyRain', accent: '#7cc4ff' },
            ],
          },
          [{ operator: '', value: '/' }],
        ),
        item('C000207', { title: 'ARTICLES_TITLE' }, [{ operator: '', value: '/' }]),
        item('C000209', {}, [{ operator: '', value: '/' }]),
        item('C000210', {}, [{ operator: '', value: '/' }]),
        item('C000212', { anchor: 'faq', items: ['FAQ_1', 'FAQ_2', 'FAQ_3', 'FAQ_4'] }, [
          { operator: '', value: '/' },
        ]),
        item('C000211', { anchor: 'responsible-gaming' }, [{ operator: '', value: '/' }]),
      ],
    },
  ],
};
