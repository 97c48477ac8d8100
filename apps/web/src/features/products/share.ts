/** product spec 1 §8: the alert after copying a product link. */
export const LINK_COPIED_MESSAGE = 'Product link copied to clipboard!';

export interface ShareTarget {
  title: string;
  text?: string;
  /** Site-relative or absolute URL. */
  url: string;
}

/**
 * Shares a link with the native share sheet when the browser has one; otherwise copies it to the clipboard
 * and alerts 'Product link copied to clipboard!'. When the clipboard is unavailable too, shows the link in
 * a prompt so it can be copied by hand. Closing the share sheet is not an error.
 */
export async function shareLink(target: ShareTarget): Promise<void> {
  const url = new URL(target.url, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: target.title, ...(target.text ? { text: target.text } : {}), url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Share refused (e.g. not allowed here): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(LINK_COPIED_MESSAGE);
  } catch {
    window.prompt('Copy this link:', url);
  }
}
