import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '@portal/ui';

/** spec 2: the candidate page-not-found (dashboard catch-all; decrypt failures land here). */
export default function CandidateNotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundPage onGoHome={() => void navigate('/dashboard')} />;
}
