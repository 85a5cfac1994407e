import { languageInUse } from './i18n';

const NAMERS = new Map<string, (code: string) => string>();

/**
 * A country's name in the active language ('IN' → 'India', 'भारत', 'India'), from the browser's
 * own Intl data; the code itself where the browser has no name for it.
 */
export function regionName(code: string): string {
  const language = languageInUse();
  let namer = NAMERS.get(language);
  if (!namer) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    namer = (region) => {
      try {
        return names?.of(region) ?? region;
      } catch {
        return region;
      }
    };
    NAMERS.set(language, namer);
  }
  return namer(code);
}
