import type { GatewayContext } from '../core/context';

/** The languages the seeded help centre is written in (the `Language` header); any other gets English. */
export const HELP_LANGUAGES = ['EN', 'PT', 'VI'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

type Texts = Record<HelpLanguage, { title: string; content: string }>;

export interface HelpArticleSeed {
  /** Stable key of the article (`?article=` in the portal's links), the same in every language. */
  key: string;
  category: string;
  texts: Texts;
}

/** Category titles per language. */
export const HELP_CATEGORY_TITLES: Record<string, Record<HelpLanguage, string>> = {
  about: { EN: 'About', PT: 'Sobre', VI: 'Giới thiệu' },
  account: { EN: 'Account', PT: 'Conta', VI: 'Tài khoản' },
  deposit: { EN: 'Deposit and withdrawal', PT: 'Depósito e saque', VI: 'Nạp và rút tiền' },
  games: { EN: 'Games', PT: 'Jogos', VI: 'Trò chơi' },
};

/**
 * The help centre's articles, each in every language a seeded brand offers (PT: Portuguese; VN:
 * Vietnamese and English). Untrusted HTML, as a platform sends it.
 */
export const HELP_ARTICLES: readonly HelpArticleSeed[] = [
  {
    key: 'about-us',
    category: 'about',
    texts: {
      EN: { title: 'About us', content: '<p>A demo operator running on the Portal sandbox gateway.</p>' },
      PT: { title: 'Quem somos', content: '<p>Um operador de demonstração que funciona no gateway sandbox do Portal.</p>' },
      VI: { title: 'Về chúng tôi', content: '<p>Một nhà điều hành thử nghiệm chạy trên cổng sandbox của Portal.</p>' },
    },
  },
  {
    key: 'user-protocol',
    category: 'about',
    texts: {
      EN: {
        title: 'User protocol',
        content: '<h3>Terms of use</h3><p>By registering you accept these demo terms. Players must be 18 or older.</p>',
      },
      PT: {
        title: 'Protocolo do usuário',
        content: '<h3>Termos de uso</h3><p>Ao se cadastrar, você aceita estes termos de demonstração. Os jogadores devem ter 18 anos ou mais.</p>',
      },
      VI: {
        title: 'Thỏa thuận người dùng',
        content: '<h3>Điều khoản sử dụng</h3><p>Khi đăng ký, bạn chấp nhận các điều khoản thử nghiệm này. Người chơi phải từ 18 tuổi trở lên.</p>',
      },
    },
  },
  {
    key: 'privacy-policy',
    category: 'about',
    texts: {
      EN: {
        title: 'Privacy policy',
        content:
          '<p>The sandbox stores demo data only.</p>' +
          '<h3>Analytics cookies</h3>' +
          '<p>Where the site uses Google Analytics, it asks first, and nothing of Google is loaded unless you accept. With your consent it sets two cookies: <code>_ga</code> (tells visits apart) and <code>_ga_&lt;id&gt;</code> (keeps the state of the visit), each for up to 2 years. They count visits and show which pages are used; no advertising, no personalisation.</p>' +
          '<p>To withdraw your consent, choose <b>Analytics cookies</b> at the bottom of any page, then <b>Reject</b>: the tag stops and both cookies are deleted. You can accept again the same way.</p>',
      },
      PT: {
        title: 'Política de privacidade',
        content:
          '<p>O sandbox guarda apenas dados de demonstração.</p>' +
          '<h3>Cookies de análise</h3>' +
          '<p>Quando o site usa o Google Analytics, ele pergunta antes, e nada do Google é carregado sem que você aceite. Com o seu consentimento são gravados dois cookies: <code>_ga</code> (distingue as visitas) e <code>_ga_&lt;id&gt;</code> (guarda o estado da visita), cada um por até 2 anos. Eles contam as visitas e mostram quais páginas são usadas; nada de publicidade nem de personalização.</p>' +
          '<p>Para retirar o consentimento, escolha <b>Cookies de análise</b> no rodapé de qualquer página e depois <b>Recusar</b>: a medição para e os dois cookies são apagados. Você pode aceitar de novo do mesmo jeito.</p>',
      },
      VI: {
        title: 'Chính sách bảo mật',
        content:
          '<p>Sandbox chỉ lưu dữ liệu thử nghiệm.</p>' +
          '<h3>Cookie phân tích</h3>' +
          '<p>Khi trang web dùng Google Analytics, trang sẽ hỏi bạn trước và không tải gì của Google nếu bạn chưa đồng ý. Khi bạn đồng ý, trang đặt hai cookie: <code>_ga</code> (phân biệt các lượt truy cập) và <code>_ga_&lt;id&gt;</code> (lưu trạng thái lượt truy cập), mỗi cookie tối đa 2 năm. Chúng đếm lượt truy cập và cho biết trang nào được dùng; không quảng cáo, không cá nhân hóa.</p>' +
          '<p>Để rút lại sự đồng ý, chọn <b>Cookie phân tích</b> ở cuối bất kỳ trang nào rồi chọn <b>Từ chối</b>: việc đo lường dừng lại và cả hai cookie bị xóa. Bạn có thể đồng ý lại theo cách tương tự.</p>',
      },
    },
  },
  {
    key: 'how-to-register',
    category: 'account',
    texts: {
      EN: { title: 'How to register', content: '<p>Open Register, choose username or mobile registration and fill in the form.</p>' },
      PT: {
        title: 'Como se cadastrar',
        content: '<p>Abra Cadastrar, escolha o cadastro por nome de usuário ou por celular e preencha o formulário.</p>',
      },
      VI: { title: 'Cách đăng ký', content: '<p>Mở Đăng ký, chọn đăng ký bằng tên người dùng hoặc số điện thoại và điền vào biểu mẫu.</p>' },
    },
  },
  {
    key: 'forgot-password',
    category: 'account',
    texts: {
      EN: { title: 'Forgot password', content: '<p>Use Forgot password: by e-mail, or by phone with an SMS code.</p>' },
      PT: { title: 'Esqueci a senha', content: '<p>Use Esqueci a senha: por e-mail ou pelo celular, com um código por SMS.</p>' },
      VI: { title: 'Quên mật khẩu', content: '<p>Dùng Quên mật khẩu: qua e-mail, hoặc qua điện thoại với mã SMS.</p>' },
    },
  },
  {
    key: 'how-to-deposit',
    category: 'deposit',
    texts: {
      EN: { title: 'How to deposit', content: '<p>Open the member centre, Deposit, choose a method.</p>' },
      PT: { title: 'Como depositar', content: '<p>Abra a central do membro, Depósito, e escolha um método.</p>' },
      VI: { title: 'Cách nạp tiền', content: '<p>Mở trung tâm thành viên, chọn Nạp tiền và chọn một phương thức.</p>' },
    },
  },
  {
    key: 'how-to-withdraw',
    category: 'deposit',
    texts: {
      EN: { title: 'How to withdraw', content: '<p>Open the member centre, Withdrawal, confirm with your payment password.</p>' },
      PT: { title: 'Como sacar', content: '<p>Abra a central do membro, Saque, e confirme com a sua senha de pagamento.</p>' },
      VI: { title: 'Cách rút tiền', content: '<p>Mở trung tâm thành viên, chọn Rút tiền và xác nhận bằng mật khẩu thanh toán.</p>' },
    },
  },
  {
    key: 'responsible-gaming',
    category: 'games',
    texts: {
      EN: {
        title: 'Responsible gaming',
        content:
          '<p>Set limits and take breaks. In the member centre, <a href="/?member=responsibleGaming">Responsible gaming</a> sets deposit, loss, wager and session limits, a time-out, or a self-exclusion, with no need to contact support.</p>',
      },
      PT: {
        title: 'Jogo responsável',
        content:
          '<p>Defina limites e faça pausas. Na central do membro, <a href="/?member=responsibleGaming">Jogo responsável</a> define limites de depósito, de perda, de apostas e de sessão, uma pausa ou a autoexclusão, sem precisar falar com o suporte.</p>',
      },
      VI: {
        title: 'Chơi có trách nhiệm',
        content:
          '<p>Đặt giới hạn và nghỉ ngơi. Trong trung tâm thành viên, mục <a href="/?member=responsibleGaming">Chơi có trách nhiệm</a> cho phép đặt giới hạn nạp tiền, thua lỗ, tiền cược và thời gian phiên, tạm nghỉ hoặc tự loại trừ, không cần liên hệ hỗ trợ.</p>',
      },
    },
  },
];

/** Inserts the articles (English in `help_articles`, every language in `help_article_texts`). */
export function seedHelpArticles(gw: GatewayContext): void {
  const article = gw.db.prepare('INSERT INTO help_articles (id, category, title, content, sort, slug) VALUES (?, ?, ?, ?, ?, ?)');
  HELP_ARTICLES.forEach(({ key, category, texts }, i) => article.run(i + 1, category, texts.EN.title, texts.EN.content, i, key));
  seedHelpTexts(gw);
}

/**
 * The articles' texts in every language (and their keys), also for a database seeded before the
 * help centre had translations: the articles there have the same ids.
 */
export function seedHelpTexts(gw: GatewayContext): void {
  const text = gw.db.prepare('INSERT OR IGNORE INTO help_article_texts (article_id, language, title, content) VALUES (?, ?, ?, ?)');
  const slug = gw.db.prepare('UPDATE help_articles SET slug = ? WHERE id = ? AND slug IS NULL');
  HELP_ARTICLES.forEach(({ key, texts }, i) => {
    slug.run(key, i + 1);
    for (const language of HELP_LANGUAGES) text.run(i + 1, language, texts[language].title, texts[language].content);
  });
}
