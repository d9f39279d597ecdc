/** What's new (release notes) as the header panel shows them (spec section 3). */

export interface WhatsNewFeature {
  id: number;
  PageName: string;
  Description: string;
  created_at: string;
  hasDocument: boolean;
  hasVideo: boolean;
}

/** What a user opens from a feature; also the `logtype` of newfeatures/whatsnewlog. */
export type WhatsNewFileKind = 'PDF' | 'Video';
