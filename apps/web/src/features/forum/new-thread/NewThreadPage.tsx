import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoginRequired } from '@/components/ui/LoginRequired';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { FORUM_TEXT } from '../forum-text';
import { type Details, DetailsStep, NO_DETAILS } from './DetailsStep';
import { KindStep, type ThreadKind } from './KindStep';

/** /forum/new: step 1 picks the category and post type, step 2 takes the details (product spec 3 §2, §5). */
export function NewThreadPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [params] = useSearchParams();
  const [step, setStep] = useState<1 | 2>(1);
  const [kind, setKind] = useState<ThreadKind>({ category: params.get('category') ?? '', postType: '' });
  const [details, setDetails] = useState<Details>(NO_DETAILS);

  if (!loggedIn) {
    return (
      <div className="page forum-page">
        <LoginRequired title={FORUM_TEXT.mustLogIn} emoji="✍️" level={1} large={false} />
      </div>
    );
  }
  return (
    <div className="page forum-page forum-new">
      <title>{`New Thread | Forum | ${SITE_NAME}`}</title>
      <header className="page-header">
        <h1 className="page-header__title">New Thread</h1>
        <p className="page-header__subtitle">Step {step} of 2</p>
      </header>
      {step === 2 && kind.postType ? (
        <DetailsStep
          category={kind.category}
          postType={kind.postType}
          details={details}
          onChange={(change) => setDetails((current) => ({ ...current, ...change }))}
          onBack={() => setStep(1)}
        />
      ) : (
        <KindStep kind={kind} onChange={setKind} onNext={() => setStep(2)} />
      )}
    </div>
  );
}
