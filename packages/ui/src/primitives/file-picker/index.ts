export { FilePicker, type FilePickerProps } from './file-picker';
