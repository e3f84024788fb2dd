/** Words that carry no retrieval signal in questions (question words, auxiliaries, pronouns, time-question cues). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but of to in on at for with by from as into about over after before than then so if is are was were be been being ' +
    'am do does did done have has had having i me my mine myself we us our you your he him his she her hers they them their it its ' +
    'this that these those what which who whom whose when where why how there here not no yes can could would should will shall may might must ' +
    'just also very really much many some any all each every other another such own same too more most only ever still now ' +
    'long ago time times date day year month week kind type sort thing things get got go going went doing happen happens happened happening first last latest recent recently'
  ).split(' '),
);

/** Lower-case word tokens (letters/digits, apostrophes folded), CJK characters one per token. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().replace(/['’]s\b/g, '').match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((w) =>
    /\p{Script=Han}/u.test(w) ? [...w] : [w],
  );
}

export function contentWords(text: string): string[] {
  return tokenize(text).filter((w) => !STOPWORDS.has(w));
}

/** Irregular past forms folded to their verb ("bought" meets "buy", "ran" meets "run"). */
const IRREGULAR: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'bought:buy brought:bring ran:run met:meet left:leave took:take taken:take made:make saw:see seen:see began:begin begun:begin ' +
    'gave:give given:give felt:feel found:find flew:fly flown:fly drove:drive driven:drive wrote:write written:write ate:eat ' +
    'eaten:eat sold:sell told:tell thought:think taught:teach caught:catch won:win lost:lose kept:keep slept:sleep spent:spend ' +
    'sent:send built:build held:hold heard:hear knew:know known:know grew:grow grown:grow fell:fall fallen:fall threw:throw ' +
    'wore:wear worn:wear chose:choose chosen:choose sang:sing sung:sing swam:swim drew:draw drawn:draw drank:drink rode:ride ' +
    'ridden:ride broke:break broken:break spoke:speak spoken:speak stood:stand forgot:forget forgotten:forget became:become ' +
    'came:come sat:sit paid:pay said:say led:lead fed:feed fought:fight hung:hang lent:lend meant:mean hid:hide shot:shoot ' +
    'woke:wake woken:wake struck:strike tore:tear torn:tear froze:freeze frozen:freeze rang:ring wept:weep'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/**
 * Light suffix folding so "hike"/"hiking"/"hiked" and "lives"/"lived" meet: strip a plural or
 * verb ending, then a final silent "e"; irregular past forms first become their verb. Not a full
 * stemmer, just enough for recall.
 */
export function stem(word: string): string {
  const base = IRREGULAR[word];
  if (base) return stem(base);
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let s = /(ies|ied)$/.test(word) ? word.slice(0, -3) + 'y' : word.endsWith('ss') ? word : word.replace(/(ing|ed|es|s)$/, '');
  if (s.length < 3) s = word;
  return s.length > 3 && s.endsWith('e') ? s.slice(0, -1) : s;
}

/** Stemmed content words: the unit of lexical matching everywhere in answering. */
export function terms(text: string): string[] {
  return contentWords(text).map(stem);
}
