/** Names in every script a user can type (issue 19), for the document tests (test-only). */
export const SCRIPT_NAMES = {
  latin: 'Hélène Lefèvre-Œuvre',
  chineseSimplified: '深圳华强电子有限公司',
  chineseTraditional: '臺灣國語電腦資訊股份',
  japanese: '東京ひらがなカタカナ株式会社',
  korean: '서울특별시 한국무역',
  cyrillic: 'Москва Ёлкин',
  greek: 'Αθήνα Παπαδόπουλος',
  arabic: 'شركة القاهرة للتجارة',
  hebrew: 'תל אביב יפו',
} as const;
