/** Submit (/submit): suggest a product. */
export const loadSubmitPage = async () => (await import('./SubmitPage')).SubmitPage;
