/**
 * A mention only weighing or seeking the getting: "I'm thinking about it", "considering adopting him", "I looked at a
 * 2015 Corolla at a lot", "fingers crossed - I've applied for the team lead job", "I sent off the application on Friday".
 */
const CONSIDERING =
  /\b(?:thinking (?:about|of)|considering|tempted|on the fence|look(?:ed|ing) at|test[- ]?(?:drove|driv(?:e|ing))|eyeing|checking out|saving (?:up )?for|shopping for|appl(?:y|ied|ying) for|(?:sent|send|sending|submitted|submitting|put|putting) (?:off |in )?(?:the |my |our |an )?application|interview(?:ed|ing)? for|fingers crossed)\b/i;
export const onlyWeighsGetting = (text: string): boolean => CONSIDERING.test(text);
