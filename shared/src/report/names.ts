/**
 * Words of names in a document: what counts as a role word (a title's head), a place, or a word
 * that is never a name however it is capitalised.
 */
import { normalizeWord } from './text.js';

export const TITLE_NOUNS = new Set(
  (
    'engineer developer programmer manager officer analyst accountant auditor intern assistant associate ' +
    'consultant specialist executive representative rep lead head director coordinator supervisor ' +
    'administrator designer scientist architect nurse midwife pharmacist doctor physician surgeon teacher ' +
    'lecturer tutor cashier teller clerk agent technician operator advisor adviser strategist writer ' +
    'copywriter editor marketer planner founder co-founder ceo cto cfo coo trainee apprentice secretary ' +
    'receptionist driver storekeeper controller president vice-president chairman banker underwriter recruiter ' +
    'buyer merchandiser inspector surveyor chemist geologist geophysicist economist statistician attorney ' +
    'lawyer counsel solicitor paralegal chef attendant salesperson trader broker therapist physiotherapist ' +
    'researcher tester owner superintendent foreman electrician welder mechanic plumber instructor facilitator ' +
    'steward captain pilot principal chief vp ambassador mentor coach trainer caregiver dispatcher cook ' +
    'baker tailor photographer videographer journalist reporter producer presenter bookkeeper actuary ' +
    'guard cleaner housekeeper waiter bartender merchandiser estimator draughtsman draftsman biologist ' +
    'microbiologist scientist dentist optometrist radiographer sonographer dietitian nutritionist ' +
    'volunteer president treasurer coordinator invigilator'
  ).split(' '),
);

// Normalised as phrase keys are ("Lagos" → "lago"), so a key's words are looked up as they are.
const LOCATIONS = new Set(
  (
    'lagos abuja ibadan kano kaduna port harcourt enugu benin city warri abeokuta ilorin jos owerri calabar uyo ' +
    'akure onitsha aba asaba oshogbo osogbo ikeja lekki victoria island yaba ikoyi surulere ajah maitama wuse ' +
    'garki nigeria ghana accra kenya nairobi south africa johannesburg cape town london uk usa united kingdom ' +
    'united states remote hybrid onsite on-site africa west africa europe dubai canada toronto fct ogun oyo rivers ' +
    'delta edo anambra kwara ondo osun ekiti imo abia cross river akwa ibom plateau kogi niger sokoto katsina ' +
    'bauchi borno gombe adamawa taraba benue nasarawa kebbi zamfara jigawa yobe bayelsa ebonyi ife ile-ife ' +
    'zaria nsukka ota apapa oshodi festac gbagada magodo ikorodu badagry epe agege ogba ojota maryland mushin ' +
    'ketu ilupeju ogudu lokoja makurdi yola maiduguri minna suleja gwagwalada kubwa lugbe jabi utako gwarinpa ' +
    'asokoro ede ogbomosho sagamu ijebu ode ikot ekpene eket yenagoa awka nnewi umuahia abakaliki lafia keffi ' +
    'gusau dutse damaturu jalingo ado ilesa owo okene auchi ekpoma sapele ughelli bonny onne eleme mainland ' +
    'togo cameroon senegal dakar abidjan kigali rwanda uganda kampala tanzania egypt cairo morocco germany ' +
    'berlin france paris netherlands amsterdam ireland dublin india china singapore manchester birmingham ' +
    'new york san francisco atlanta houston texas california worldwide nationwide hq headquarters'
  )
    .split(' ')
    .map(normalizeWord),
);
export const isLocation = (key: string) =>
  key.split(' ').every((w) => LOCATIONS.has(w) || w === 'state' || w === 'city') || LOCATIONS.has(key);

export const NOT_NAMES = new Set(
  (
    'present current now date christmas easter night home work least first time all once the this that scale ' +
    'heart length large best most our my your their it monday tuesday wednesday thursday friday saturday sunday ' +
    'full time part contract contractor freelance freelancer remote hybrid onsite internship self employed ' +
    'temporary permanent various confidential key achievement responsibility highlight duty tool stack ' +
    'skill project reference referee'
  ).split(' '),
);

/**
 * Words before a name that say the person worked there: "three years at", "I taught at", "my
 * time with", "employed by", "joined". A preposition alone ("at", "with") does not.
 */
export const WORK_BEFORE_RE =
  /\b(?:work(?:ed|ing)?|employed|employment|years?|months?|time|tenure|stint|career|intern(?:ed|ship)?|served|serving|taught|teach(?:ing)?|spent|previously|formerly|earlier|placement|attachment|NYSC|youth service)\b[^.!?\n]{0,30}?\b(?:at|with|for|by|in)\s+(?:the\s+)?$|\bjoined\s+(?:the\s+)?$/i;

/** Whether the words just before `offset` say the person worked at what follows. */
export function workBefore(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 50), offset);
  if (WORK_BEFORE_RE.test(before)) return true;
  // "Associate Product Manager with Interswitch": a title just before the preposition.
  const title = /([A-Za-z-]+)\s+(?:at|with|for)\s+(?:the\s+)?$/.exec(before)?.[1];
  return title !== undefined && TITLE_NOUNS.has(normalizeWord(title));
}
