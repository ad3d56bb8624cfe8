/**
 * Large employers a fake advert borrows the name of: banks, oil and gas, telecoms, the big
 * manufacturers, government agencies, the audit firms. Such an employer hires through its own
 * domain and careers portal, never through a Gmail address.
 */
const LARGE_EMPLOYERS = [
  // Banks and payments
  'Access Bank',
  'Zenith Bank',
  'GTBank',
  'GTCO',
  'Guaranty Trust',
  'First Bank',
  'FirstBank',
  'UBA',
  'United Bank for Africa',
  'Fidelity Bank',
  'Union Bank',
  'Sterling Bank',
  'Wema Bank',
  'Stanbic IBTC',
  'FCMB',
  'First City Monument Bank',
  'Ecobank',
  'Polaris Bank',
  'Keystone Bank',
  'Heritage Bank',
  'Unity Bank',
  'Providus Bank',
  'Globus Bank',
  'Jaiz Bank',
  'Central Bank of Nigeria',
  'CBN',
  'Standard Chartered',
  'Citibank',
  'Moniepoint',
  'Opay',
  'Palmpay',
  'Kuda',
  'Flutterwave',
  'Paystack',
  'Interswitch',
  // Oil and gas
  'NNPC',
  'Shell',
  'SPDC',
  'Chevron',
  'ExxonMobil',
  'Mobil',
  'TotalEnergies',
  'Total E&P',
  'Agip',
  'NAOC',
  'Eni',
  'Seplat',
  'Oando',
  'Addax',
  'NLNG',
  'Nigeria LNG',
  'Halliburton',
  'Schlumberger',
  'SLB',
  'Baker Hughes',
  // Telecoms
  'MTN',
  'Airtel',
  'Globacom',
  'Glo',
  '9mobile',
  // Manufacturing, trade, transport
  'Dangote',
  'BUA',
  'Nestlé',
  'Nestle',
  'Nigerian Breweries',
  'Guinness',
  'Unilever',
  'PZ Cussons',
  'Cadbury',
  'Coca-Cola',
  'Flour Mills',
  'Lafarge',
  'Julius Berger',
  'Air Peace',
  'Arik Air',
  'Jumia',
  'Konga',
  // Government and agencies
  'NPA',
  'Nigerian Ports Authority',
  'FIRS',
  'Nigeria Customs',
  'Customs Service',
  'Immigration Service',
  'NDIC',
  'NAFDAC',
  'NIMASA',
  'NCC',
  'Federal Ministry',
  'NNPCL',
  // Firms and international employers
  'Deloitte',
  'KPMG',
  'PwC',
  'PricewaterhouseCoopers',
  'Ernst & Young',
  'EY',
  'Accenture',
  'Google',
  'Microsoft',
  'Amazon',
  'United Nations',
  'UNICEF',
  'UNDP',
  'World Health Organization',
  'World Bank',
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');
const alternation = (names: readonly string[]) =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
// Case-sensitive for the short acronyms ("EY", "Glo", "Eni", "UBA"), whole words only.
const EMPLOYER_RE = new RegExp(`(?<![\\w&])(?:${alternation(LARGE_EMPLOYERS)})(?![\\w&])`);

/**
 * Names that are also everyday words of an advert ("Microsoft Excel", "Shell scripting", "Google
 * Sheets", "Total compensation"): in running text they count only as a company ("Shell Nigeria",
 * "Total E&P", "Google is hiring"), never alone.
 */
const AMBIGUOUS = new Set([
  'Shell',
  'Total',
  'Mobil',
  'Glo',
  'Eni',
  'EY',
  'Google',
  'Microsoft',
  'Amazon',
  'Kuda',
  'Opay',
  'MTN',
  'BUA',
]);
const AS_COMPANY =
  /^\s+(?:Nigeria|Petroleum|plc|PLC|Limited|Ltd|Group|Company|Corporation|Recruitment|Careers|Energies|Nig|Development|is (?:recruiting|hiring))\b/;

/** The large employer the company field names, or null. */
export function largeEmployerIn(text: string): string | null {
  return EMPLOYER_RE.exec(text)?.[0] ?? null;
}

/** The large employer running text names as a company, or null. */
export function largeEmployerInText(text: string): string | null {
  const re = new RegExp(EMPLOYER_RE.source, 'g');
  for (const m of text.matchAll(re)) {
    if (
      !AMBIGUOUS.has(m[0]) ||
      AS_COMPANY.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))
    )
      return m[0];
  }
  return null;
}

/** Whether an e-mail's local part borrows a large employer's name ("shellnigeria.hr@gmail.com"). */
export function borrowsEmployerName(local: string): boolean {
  const squashed = local.toLowerCase().replace(/[^a-z0-9]/g, '');
  return LARGE_EMPLOYERS.some((name) => {
    const n = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    return n.length >= 4 && squashed.includes(n);
  });
}
