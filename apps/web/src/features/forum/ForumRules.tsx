/** The rules every forum page's sidebar shows. */
export function ForumRules() {
  return (
    <section aria-labelledby="rules-title" className="forum-card forum-rules">
      <h2 id="rules-title">Forum Rules</h2>
      <ol>
        <li>Be kind. No harassment, hate or personal attacks.</li>
        <li>No spam or self-promotion; share deals, not referral links.</li>
        <li>Stay on topic and post in the right category.</li>
        <li>Report what breaks the rules instead of replying to it.</li>
      </ol>
    </section>
  );
}
