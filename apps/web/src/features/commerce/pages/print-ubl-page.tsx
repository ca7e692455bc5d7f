import { PrintPage } from './print-page';

export default function PrintUblPage() {
  return <PrintPage kind="ubl" />;
}
