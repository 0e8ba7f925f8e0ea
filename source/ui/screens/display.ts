import type {Colours, ThemeChoice} from '../../view/theme.js';
import type {Lang} from '../text/messages.js';

/** What the screen is drawn for: the terminal's size, the card style and colours, the language. */
export type Display = {
  readonly cols: number;
  readonly rows: number;
  readonly theme: ThemeChoice;
  readonly colours: Colours;
  readonly lang: Lang;
};
