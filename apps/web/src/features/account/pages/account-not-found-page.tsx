import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '@portal/ui';

/** spec 2: the account catch-all. */
export default function AccountNotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundPage onGoHome={() => void navigate('/dashboard')} />;
}
