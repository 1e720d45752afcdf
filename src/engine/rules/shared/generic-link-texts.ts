/**
 * Link texts that say nothing about their destination, by language. The phrases
 * are the ones Lighthouse's link-text audit blocks, so our verdicts agree with it;
 * matching is on the whole trimmed, lower-cased text, never on a substring
 * ("read more about pricing" is fine).
 */
export const GENERIC_LINK_TEXTS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this']),
  ja: new Set(['ここをクリック', 'こちらをクリック', 'リンク', '続きを読む', '続く', '全文表示']),
  es: new Set([
    'click aquí', 'click aqui', 'clicka aquí', 'clicka aqui', 'pincha aquí', 'pincha aqui', 'aquí', 'aqui', 'más', 'mas',
    'más información', 'más informacion', 'mas información', 'mas informacion', 'este', 'enlace', 'este enlace', 'empezar',
  ]),
  pt: new Set(['clique aqui', 'ir', 'mais informação', 'mais informações', 'mais', 'veja mais']),
  ko: new Set(['여기', '여기를 클릭', '클릭', '링크', '자세히', '자세히 보기', '계속', '이동', '전체 보기']),
  sv: new Set(['här', 'klicka här', 'läs mer', 'mer', 'mer info', 'mer information']),
  de: new Set(['klicke hier', 'hier klicken', 'hier', 'mehr', 'siehe', 'dies', 'das', 'weiterlesen']),
  ta: new Set([
    'அடுத்த பக்கம்', 'மறுபக்கம்', 'முந்தைய பக்கம்', 'முன்பக்கம்', 'மேலும் அறிக', 'மேலும் தகவலுக்கு', 'மேலும் தரவுகளுக்கு',
    'தயவுசெய்து இங்கே அழுத்தவும்', 'இங்கே கிளிக் செய்யவும்',
  ]),
  fa: new Set(['اطلاعات بیشتر', 'اطلاعات', 'این', 'اینجا بزنید', 'اینجا کلیک کنید', 'اینجا', 'برو', 'بیشتر بخوانید', 'بیشتر بدانید', 'بیشتر', 'شروع']),
};

/**
 * True when `text` is generic for the language `lang` (a BCP 47 tag). With a
 * language we only look at that language's list, so "mehr" on an English page or
 * "más" on a French page passes, as in Lighthouse; without one, every list counts.
 */
export function isGenericLinkText(text: string, lang: string | undefined): boolean {
  const t = text.trim().toLowerCase();
  if (!t) return false;
  if (lang) return GENERIC_LINK_TEXTS[lang.split('-')[0].toLowerCase()]?.has(t) ?? false;
  for (const set of Object.values(GENERIC_LINK_TEXTS)) if (set.has(t)) return true;
  return false;
}
