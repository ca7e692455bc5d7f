export { MessagePopup, type MessagePopupProps } from './message-popup';
