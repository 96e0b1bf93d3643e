/** A memorial's public address, as share links, QR codes and calendar files give it. */
export const memorialUrl = (publicUrl: string, blogId: string) => `${publicUrl}/post/${encodeURIComponent(blogId)}`;
