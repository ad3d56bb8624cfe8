/**
 * Names that mean the same organisation or school however they are written: "GTBank", "GT Bank",
 * "Guaranty Trust Bank", "GTCO"; "UNILAG", "University of Lagos". One line per organisation,
 * `Canonical|alias|…`; an alias written `=Word` only counts with that casing (a capitalised
 * "Access" is the bank, "access" the word). Looked up by normalised n-grams, like the lexicon.
 */
import { type Token, tokenize } from './text.js';

const ORGANISATIONS = [
  'Guaranty Trust Bank|GTBank|GT Bank|GTB|GTCO|Guaranty Trust Holding Company|Guaranty Trust|=GT',
  'First Bank of Nigeria|First Bank|FirstBank|FBN|FBNHoldings|FBN Holdings',
  'United Bank for Africa|UBA',
  'Access Bank|Access Holdings|=Access',
  'Zenith Bank|=Zenith',
  'Fidelity Bank|=Fidelity',
  'Sterling Bank|Sterling Financial Holdings|=Sterling',
  'First City Monument Bank|FCMB',
  'Stanbic IBTC|Stanbic IBTC Bank|Stanbic|IBTC',
  'Union Bank of Nigeria|Union Bank',
  'Ecobank|Ecobank Nigeria|Ecobank Transnational',
  'Wema Bank|ALAT by Wema|=Wema',
  'Polaris Bank|=Polaris',
  'Keystone Bank',
  'Standard Chartered|StanChart|Standard Chartered Bank',
  'Citibank|Citi|Citigroup',
  'Central Bank of Nigeria|CBN',
  'Nigeria Inter-Bank Settlement System|Nigeria Interbank Settlement System|NIBSS',
  'Nigerian National Petroleum Corporation|Nigerian National Petroleum Company|NNPC|NNPCL',
  'Nigeria LNG|NLNG|Nigeria Liquefied Natural Gas',
  'Shell Petroleum Development Company|SPDC|Shell Nigeria|=Shell',
  'MTN Nigeria|MTN|MTN Group',
  'Airtel Nigeria|Airtel|Airtel Africa',
  'Globacom|=Glo',
  '9mobile|Etisalat Nigeria|Etisalat|EMTS',
  'PricewaterhouseCoopers|PwC|Price Waterhouse Coopers',
  'Ernst & Young|Ernst and Young|=EY',
  'Deloitte|Deloitte & Touche|Deloitte and Touche',
  'KPMG|KPMG Professional Services',
  'Nestle|Nestle Nigeria',
  'Procter & Gamble|Procter and Gamble|P&G',
  'Nigerian Breweries|=NB',
  'Moniepoint|TeamApt|Moniepoint Microfinance Bank',
  'Kuda|Kuda Bank|Kuda Microfinance Bank|Kuda Technologies',
  'OPay|Opay Digital Services',
  'Paga|Pagatech',
  'Interswitch|Interswitch Group|Interswitch Limited',
  'SystemSpecs|Remita',
  'Federal Inland Revenue Service|FIRS',
  'Lagos State Internal Revenue Service|LIRS',
  'Nigerian Ports Authority|NPA',
  'Nigerian Communications Commission|NCC',
  'Securities and Exchange Commission|SEC',
  'Nigerian Exchange|Nigerian Stock Exchange|NGX|NSE Nigeria',
  'National Youth Service Corps|NYSC',
  'Lagos University Teaching Hospital|LUTH',
  'University College Hospital|UCH',
  'Federal Medical Centre|FMC',
  'Federal Government College|FGC',
  'Federal Government Girls College|FGGC',
];

/** School abbreviations: the canonical name is what a school pattern finds in full. */
const SCHOOLS = [
  'University of Lagos|UNILAG',
  'University of Ibadan|=UI',
  'Obafemi Awolowo University|OAU|University of Ife|=Ife',
  'University of Nigeria|UNN|University of Nigeria Nsukka',
  'Ahmadu Bello University|ABU',
  'University of Benin|UNIBEN',
  'Lagos State University|LASU',
  'Federal University of Technology Akure|FUTA',
  'Federal University of Technology Owerri|FUTO',
  'Federal University of Technology Minna|FUTMINNA|FUT Minna',
  'Yaba College of Technology|YABATECH|YCT',
  'University of Ilorin|UNILORIN',
  'University of Port Harcourt|UNIPORT',
  'University of Calabar|UNICAL',
  'University of Jos|UNIJOS',
  'Bayero University|BUK|Bayero University Kano',
  'Ladoke Akintola University of Technology|LAUTECH',
  'Nnamdi Azikiwe University|UNIZIK|NAU',
  'Olabisi Onabanjo University|OOU',
  'Ekiti State University|EKSU',
  'Delta State University|DELSU',
  'Federal University of Agriculture Abeokuta|FUNAAB',
  'University of Uyo|UNIUYO',
  'Lagos Business School|LBS',
  'Covenant University|=CU',
  'Rivers State University|RSU|Rivers State University of Science and Technology|RSUST',
  'Babcock University|=Babcock',
  'Afe Babalola University|ABUAD',
  'Auchi Polytechnic|=Auchi Poly',
  'Federal Polytechnic Nekede|=Nekede Poly',
  'Lagos State Polytechnic|LASPOTECH|Lagos State University of Science and Technology|LASUSTECH',
  'Institute of Management and Technology|IMT',
];

interface CompiledAliases {
  /** normalised n-gram → alias id */
  byKey: Map<string, number>;
  /** exact spelling (one word) → alias id */
  byExact: Map<string, number>;
  longest: Map<string, number>;
  /** ids of schools (the rest are organisations) */
  schools: Set<number>;
  canonical: string[];
}

/** Lower case without accents: "Nestlé" and "Nestle" are one name. */
export function foldAccents(word: string): string {
  for (let i = 0; i < word.length; i++) {
    if (word.charCodeAt(i) > 127) return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }
  return word;
}

/** The normalised, accent-free words of a phrase. */
export function foldedWords(phrase: string): string[] {
  return tokenize(phrase).map((t) => foldAccents(t.norm));
}

function compile(): CompiledAliases {
  const byKey = new Map<string, number>();
  const byExact = new Map<string, number>();
  const longest = new Map<string, number>();
  const schools = new Set<number>();
  const canonical: string[] = [];
  const add = (lines: readonly string[], school: boolean) => {
    for (const line of lines) {
      const id = canonical.length;
      const parts = line.split('|');
      canonical.push(parts[0] ?? '');
      if (school) schools.add(id);
      for (const part of parts) {
        if (part.startsWith('=')) {
          byExact.set(part.slice(1), id);
          continue;
        }
        const words = foldedWords(part);
        if (words.length === 0) continue;
        byKey.set(words.join(' '), id);
        const first = words[0] as string;
        longest.set(first, Math.max(longest.get(first) ?? 0, words.length));
      }
    }
  };
  add(ORGANISATIONS, false);
  add(SCHOOLS, true);
  return { byKey, byExact, longest, schools, canonical };
}

export const ALIASES = compile();

export interface AliasHit {
  id: number;
  /** Token indexes: first and one past the last. */
  from: number;
  to: number;
}

/**
 * The organisations and schools a tokenised text names, longest first, never across a line or
 * clause break. `raw` spellings are needed for the `=Word` aliases.
 */
export function findAliases(
  tokens: readonly Pick<Token, 'raw' | 'norm' | 'breakBefore'>[],
  /** The tokens' accent-free norms, when the caller has them already. */
  folded: readonly string[] = tokens.map((t) => foldAccents(t.norm)),
): AliasHit[] {
  const hits: AliasHit[] = [];
  const { byKey, byExact, longest } = ALIASES;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const first = folded[i] as string;
    const maxLen = longest.get(first) ?? 0;
    let found = 0;
    if (maxLen > 0) {
      let key = first;
      const keys = [key];
      for (let k = i + 1; k < tokens.length && k - i < maxLen; k++) {
        const next = tokens[k] as Token;
        if (next.breakBefore) break;
        key += ` ${folded[k]}`;
        keys.push(key);
      }
      for (let n = keys.length; n >= 1; n--) {
        const id = byKey.get(keys[n - 1] as string);
        if (id === undefined) continue;
        hits.push({ id, from: i, to: i + n });
        found = n;
        break;
      }
    }
    if (found > 0) {
      i += found - 1;
      continue;
    }
    const exact = byExact.get(token.raw);
    if (exact !== undefined) hits.push({ id: exact, from: i, to: i + 1 });
  }
  return hits;
}

export const isSchoolAlias = (id: number): boolean => ALIASES.schools.has(id);
