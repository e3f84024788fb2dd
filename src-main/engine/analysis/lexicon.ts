/** Word lists the rule-based extractor consults (data, not logic). */

/** Words that end an object phrase ("Acme since 2019", "Paris because ..."). */
export const OBJECT_BOUNDARY_WORDS = [
  'and', 'but', 'because', 'ever', 'since', 'for', 'with', 'when', 'where', 'after', 'before', 'until', 'till', 'so', 'as',
  'which', 'who', 'while', 'that', 'if', 'or', 'then', 'in', 'on', 'at', 'during', 'from', 'to', 'by', 'last', 'next',
  'this', 'ago', 'yesterday', 'today', 'tomorrow', 'tonight', 'now', 'anymore', 'again', 'lately', 'recently', 'soon',
  'too', 'though', 'although', 'already', 'yet', 'just', 'every', 'each', 'about', 'around', 'over', 'into', 'through',
  'was', 'is', 'were', 'are', 'it', 'i', 'we', 'once', 'twice', 'two', 'three', 'four', 'five', 'several', 'many',
  'times', 'a', 'like', 'because', 'instead', 'back', 'done',
];

/** Leading words dropped from a literal object ("a support group" -> "support group"). */
export const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'his', 'her', 'our', 'their', 'your', 'some', 'this', 'that', 'these', 'those', 'its', 'me', 'myself', 'new']);

/** Objects that are never worth a fact. */
export const EMPTY_OBJECTS = new Set([
  'it', 'that', 'this', 'them', 'him', 'her', 'one', 'something', 'anything', 'everything', 'nothing', 'there', 'here',
  'home', 'lot', 'a lot', 'way', 'time', 'bit', 'sure', 'fun', 'more', 'so', 'all', 'you', 'me', 'us', 'what', 'which',
]);

/** Capitalised words that are not names of people, places or organisations. */
export const NOT_NAMES = new Set([
  'i', 'the', 'a', 'an', 'it', 'this', 'that', 'these', 'those', 'there', 'here', 'then', 'so', 'and', 'but', 'or',
  'yes', 'yeah', 'no', 'oh', 'wow', 'hey', 'hi', 'hello', 'thanks', 'thank', 'ok', 'okay', 'well', 'also', 'just',
  'today', 'yesterday', 'tomorrow', 'tonight', 'now', 'last', 'next', 'after', 'before', 'when', 'while', 'since',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march',
  'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'mom', 'dad', 'god',
  'lol', 'omg', 'my', 'your', 'our', 'we', 'you', 'they', 'he', 'she', 'what', 'why', 'how', 'who', 'where', 'if',
  'as', 'at', 'in', 'on', 'for', 'with', 'from', 'to', 'of', 'by', 'about', 'recently', 'finally', 'actually',
  'really', 'sounds', 'sure', 'great', 'awesome', 'cool', 'nice', 'love', 'good', 'absolutely', 'definitely',
  'speaking', 'btw', 'anyway', 'totally', 'agreed', 'exactly', 'haha', 'congrats', 'congratulations', 'sorry',
  'please', 'do', 'did', 'does', 'is', 'are', 'was', 'were', 'can', 'could', 'would', 'will', 'should', 'have', 'has',
  'had', 'let', 'let\'s', 'not', 'all', 'one', 'some', 'every', 'each', 'both', 'never', 'always', 'sometimes',
]);

/** Occupations: a job_title object must end with one of these. */
export const OCCUPATIONS = new Set([
  'accountant', 'actor', 'actress', 'analyst', 'architect', 'artist', 'assistant', 'attorney', 'author', 'baker',
  'barista', 'bartender', 'biologist', 'carpenter', 'cashier', 'ceo', 'chef', 'chemist', 'coach', 'consultant',
  'counselor', 'counsellor', 'cook', 'dancer', 'dentist', 'designer', 'developer', 'director', 'doctor', 'driver',
  'economist', 'editor', 'electrician', 'engineer', 'entrepreneur', 'farmer', 'firefighter', 'founder', 'freelancer',
  'gardener', 'graphic designer', 'hairdresser', 'intern', 'janitor', 'journalist', 'judge', 'lawyer', 'lecturer',
  'librarian', 'manager', 'mechanic', 'midwife', 'musician', 'nurse', 'officer', 'painter', 'paramedic', 'pharmacist',
  'photographer', 'physician', 'physicist', 'pilot', 'plumber', 'poet', 'police officer', 'politician', 'producer',
  'professor', 'programmer', 'psychologist', 'researcher', 'receptionist', 'salesman', 'saleswoman', 'scientist',
  'secretary', 'singer', 'social worker', 'soldier', 'surgeon', 'teacher', 'technician', 'therapist', 'trainer',
  'translator', 'tutor', 'veterinarian', 'vet', 'waiter', 'waitress', 'writer', 'youtuber', 'streamer', 'volunteer',
  'instructor', 'lead', 'supervisor', 'administrator', 'clerk', 'guard', 'miner', 'sailor', 'tailor', 'student',
]);

/** Auxiliaries and adverbs that may stand between a subject and its verb; they set tense, mood and negation. */
export const AUXILIARIES = [
  'no longer', 'not', 'never', 'just', 'recently', 'finally', 'also', 'now', 'still', 'actually', 'really', 'currently',
  'officially', 'already', 'then', 'eventually', 'soon', 'even', 'only', 'first', 'both', 'successfully', 'happily',
  'will', 'would', 'shall', 'can', 'could', 'may', 'might', 'must', 'should', 'have', 'has', 'had', 'am', 'is', 'are',
  'was', 'were', 'be', 'been', 'being', 'do', 'does', 'did', 'going to', 'plan to', 'plans to', 'planned to',
  'planning to', 'want to', 'wants to', 'wanted to', 'hope to', 'hoping to', 'hoped to', 'about to', 'decided to',
  'decide to', 'got to', 'get to', 'trying to', 'tried to', 'try to', 'thinking of', 'thinking about', 'excited to',
  'ready to', 'would like to', 'need to', 'needs to', 'needed to', 'ended up', 'happened to', 'used to', 'had to',
  'have to', 'has to', 'intend to', 'intending to', 'aiming to', 'looking forward to', 'gotten', 'got', 'went and',
];

/** Auxiliaries that make a clause future or intended (a plan, not a fact yet). */
export const FUTURE_MARKERS = /\b(will|shall|going to|plans? to|planned to|planning to|wants? to|wanted to|hop(e|es|ing|ed) to|about to|decided? to|thinking (of|about)|excited to|ready to|would like to|intend(ing)? to|aiming to|looking forward to|need(s|ed)? to)\b/i;
export const NEGATION_MARKERS = /\b(not|never|no longer)\b/i;
export const PAST_MARKERS = /\b(was|were|did|had|used to|ended up)\b/i;
export const PERFECT_MARKERS = /\b(have|has)\b/i;

/** Verbs whose past tense means the state still holds ("moved to London"); other past states ended ("lived in"). */
export const TRANSITION_VERBS = new Set([
  'move', 'relocate', 'settle', 'start', 'begin', 'join', 'get', 'land', 'accept', 'take', 'become', 'marry', 'date',
  'enroll', 'enrol', 'adopt', 'buy', 'hire', 'promote', 'break', 'graduate', 'quit', 'leave', 'resign', 'retire', 'drop',
  'sell', 'give', 'lose', 'switch', 'change', 'grow', 'split', 'separate',
]);

/** A lower-case employer ("a bakery", "the hospital") counts for works_at only when it ends in one of these. */
export const WORKPLACE_NOUNS = new Set([
  'company', 'firm', 'startup', 'start-up', 'bakery', 'hospital', 'school', 'shop', 'store', 'restaurant', 'agency',
  'office', 'bank', 'clinic', 'university', 'college', 'cafe', 'café', 'studio', 'lab', 'laboratory', 'factory',
  'shelter', 'library', 'museum', 'hotel', 'bar', 'gym', 'garage', 'farm', 'warehouse', 'center', 'centre',
  'nonprofit', 'non-profit', 'organization', 'organisation', 'charity', 'department', 'newspaper', 'magazine',
  'supermarket', 'pharmacy', 'salon', 'daycare', 'kindergarten', 'church', 'station', 'plant', 'mill', 'corporation',
  'service', 'council', 'ministry', 'army', 'navy', 'police', 'archive', 'place', 'practice',
]);

/** Modal auxiliaries: a clause under one is hypothetical ("you'd be a great counselor"), not a fact. */
export const HYPOTHETICAL_MARKERS = /\b(would|could|should|might|may|must|can)\b/i;
