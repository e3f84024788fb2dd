/**
 * Past forms of common irregular English verbs -> their base form, so "ran" meets "run" and "met"
 * meets "meet" (suffix folding cannot). Forms more often used as another word ("a bit", "a shot")
 * are left out, and so are forms of stop words ("went", "had").
 */
const PAIRS =
  'ran run,won win,met meet,made make,took take,taken take,gave give,given give,bought buy,found find,saw see,seen see,' +
  'told tell,wrote write,written write,thought think,brought bring,taught teach,caught catch,began begin,begun begin,' +
  'sang sing,sung sing,drew draw,drawn draw,drove drive,driven drive,ate eat,eaten eat,fell fall,fallen fall,held hold,' +
  'kept keep,lost lose,paid pay,sold sell,sent send,spent spend,spoke speak,spoken speak,stood stand,understood understand,' +
  'flew fly,flown fly,grew grow,grown grow,knew know,known know,threw throw,thrown throw,wore wear,worn wear,chose choose,' +
  'chosen choose,rode ride,ridden ride,hid hide,hidden hide,built build,sat sit,swam swim,swum swim,broke break,broken break,' +
  'woke wake,forgot forget,forgotten forget,became become,came come,heard hear,meant mean,led lead,fed feed,felt feel,' +
  'left leave,slept sleep,fought fight,sought seek,struck strike,stole steal,stolen steal,froze freeze,frozen freeze,' +
  'shook shake,shaken shake,blew blow,blown blow,hung hang,dug dig,sank sink,sunk sink,spun spin,wept weep,dealt deal,' +
  'dreamt dream,learnt learn,burnt burn,drank drink,lent lend,tore tear,torn tear,rang ring,woken wake,swore swear,sworn swear,' +
  'bent bend,fled flee,bled bleed,bitten bite,beaten beat,forgave forgive,forgiven forgive,withdrew withdraw,withdrawn withdraw,died die';

export const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map(PAIRS.split(',').map((p) => p.split(' ') as [string, string]));
