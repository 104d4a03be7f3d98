export {
  buildIcs,
  escapeText,
  foldLine,
  formatUtc,
  icsAttachment,
  type IcsEvent,
  type IcsMethod,
} from './ics';
