import type { CmsPageName } from '../models/cms.ts'

type Texts = Record<CmsPageName, [title: string, body: string]>

const english: Texts = {
  about_us: [
    'About us',
    '{site} is a licensed home for slots, live casino and sports, open around the clock.',
  ],
  privacy_policy: [
    'Privacy policy',
    'We keep only the data needed to run your account and never sell it.',
  ],
  banking: [
    'Banking',
    'Deposits are credited within minutes; withdrawals are processed within 24 hours.',
  ],
  faqs: [
    'Frequently asked questions',
    'How do I sign up? Press Register, choose an account id and a password.',
  ],
  responsible_gaming: [
    'Responsible gaming',
    'Set limits, take breaks, and never play with money you cannot afford to lose.',
  ],
}

/** Local-language texts, by tenant currency (which stands for its market). */
const local: Record<string, Texts> = {
  PHP: {
    about_us: [
      'Tungkol sa amin',
      'Ang {site} ay tahanan ng slots, live casino at sports, bukas buong araw.',
    ],
    privacy_policy: [
      'Patakaran sa privacy',
      'Iniingatan lamang namin ang datos na kailangan para sa iyong account.',
    ],
    banking: [
      'Pagbabangko',
      'Ang deposito ay papasok sa loob ng ilang minuto; ang withdrawal sa loob ng 24 oras.',
    ],
    faqs: [
      'Mga madalas itanong',
      'Paano mag-sign up? Pindutin ang Register at pumili ng account id at password.',
    ],
    responsible_gaming: [
      'Responsableng paglalaro',
      'Magtakda ng limitasyon at huwag maglaro ng perang hindi kayang mawala.',
    ],
  },
  CN: {
    about_us: ['关于我们', '{site} 提供老虎机、真人娱乐场和体育投注，全天候开放。'],
    privacy_policy: ['隐私政策', '我们只保存运营您账户所需的数据，绝不出售。'],
    banking: ['银行', '存款几分钟内到账；提款在24小时内处理。'],
    faqs: ['常见问题', '如何注册？点击注册，选择账号和密码。'],
    responsible_gaming: ['负责任博彩', '设定限额，适时休息，切勿用无法承受损失的钱游戏。'],
  },
  MMK: {
    about_us: ['ကျွန်ုပ်တို့အကြောင်း', '{site} သည် slots၊ live casino နှင့် အားကစားများအတွက် နေရာဖြစ်သည်။'],
    privacy_policy: ['ကိုယ်ရေးအချက်အလက်မူဝါဒ', 'သင့်အကောင့်အတွက် လိုအပ်သော အချက်အလက်များကိုသာ သိမ်းဆည်းပါသည်။'],
    banking: ['ငွေကြေး', 'ငွေသွင်းမှုများကို မိနစ်အနည်းငယ်အတွင်း ထည့်သွင်းပေးပါသည်။'],
    faqs: ['မေးလေ့ရှိသောမေးခွန်းများ', 'Register ကိုနှိပ်ပြီး account id နှင့် password ရွေးပါ။'],
    responsible_gaming: ['တာဝန်သိကစားခြင်း', 'ကန့်သတ်ချက်များ သတ်မှတ်ပြီး အနားယူပါ။'],
  },
  MNT: {
    about_us: ['Бидний тухай', '{site} нь слот, амьд казино, спортын бооцооны газар юм.'],
    privacy_policy: ['Нууцлалын бодлого', 'Бид таны бүртгэлд шаардлагатай мэдээллийг л хадгална.'],
    banking: ['Банк', 'Орлого хэдхэн минутад орно; зарлага 24 цагийн дотор шийдэгдэнэ.'],
    faqs: ['Түгээмэл асуултууд', 'Бүртгүүлэхдээ Register дарж, нэр болон нууц үгээ сонгоно.'],
    responsible_gaming: ['Хариуцлагатай тоглоом', 'Хязгаар тогтоож, завсарлага аваарай.'],
  },
  IDR: {
    about_us: [
      'Tentang kami',
      '{site} adalah rumah bagi slot, kasino langsung, dan olahraga, buka sepanjang waktu.',
    ],
    privacy_policy: [
      'Kebijakan privasi',
      'Kami hanya menyimpan data yang diperlukan untuk akun Anda.',
    ],
    banking: ['Perbankan', 'Deposit masuk dalam hitungan menit; penarikan diproses dalam 24 jam.'],
    faqs: [
      'Pertanyaan umum',
      'Bagaimana cara mendaftar? Tekan Register, pilih id akun dan kata sandi.',
    ],
    responsible_gaming: [
      'Bermain bertanggung jawab',
      'Tetapkan batas, beristirahatlah, dan jangan bermain dengan uang yang tidak sanggup hilang.',
    ],
  },
}

function html([title, body]: [string, string], site: string): string {
  return `<h1>${title}</h1><p>${body.replace('{site}', site)}</p>`
}

/**
 * The English and local HTML bodies of one CMS page for a tenant.
 *
 * @example
 * cmsBodies('faqs', 'CN', 'Jade Dragon').local_body // '<h1>常见问题</h1><p>…</p>'
 */
export function cmsBodies(
  page: CmsPageName,
  currency: string,
  site: string,
): { en_body: string; local_body: string } {
  const localTexts = local[currency] ?? local.PHP!
  return { en_body: html(english[page], site), local_body: html(localTexts[page], site) }
}
