import { PrintPage } from './print-page';

export default function PrintJazzCashPage() {
  return <PrintPage kind="jazzCash" />;
}
