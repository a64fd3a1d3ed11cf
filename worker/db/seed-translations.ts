// The content pages' seeded Malay and Chinese versions (decision 0046), written for Malaysian
// readers rather than word for word. Seeded beside the English (seed.ts) and used as the default of
// a page no one has saved (services/content/pages.ts).

interface PageText {
  title: string;
  subtitle: string;
  content: string;
}

/** By page key (app/schemas/content.ts PAGE_KEYS). */
export const PAGE_TRANSLATIONS: Record<string, { ms: PageText; zh: PageText } | undefined> = {
  about: {
    ms: {
      title: "Kisah Kami",
      subtitle: "Menghubungkan pengembara dengan dunia sejak 2019",
      content: `## Misi kami

Kami percaya kekal berhubung di luar negara sepatutnya semudah menghidupkan telefon. JalanSIM memberi pengembara data mudah alih yang laju dan berpatutan di Asia Pasifik, Eropah, benua Amerika dan banyak lagi, tanpa bil perayauan yang mengejutkan dan tanpa beratur di lapangan terbang.

## Siapa kami

Diasaskan di Kuala Lumpur oleh pengembara tegar, kami bekerjasama dengan pengendali tempatan untuk membawa rangkaian yang boleh diharap pada harga yang adil, semuanya dalam ringgit. Pasukan kami menjawab dalam **bahasa Inggeris dan Bahasa Malaysia**, di mana sahaja anda berada.`,
    },
    zh: {
      title: "我们的故事",
      subtitle: "自 2019 年起，让旅客与世界保持连接",
      content: `## 我们的使命

我们相信，出国上网应该像打开手机一样简单。JalanSIM 为旅客提供覆盖亚太、欧洲、美洲等地的高速、实惠的移动数据，不再有天价漫游账单，也不用在机场排队买卡。

## 关于我们

我们由一群热爱旅行的人在吉隆坡创立，与各地运营商合作，以公道的价格提供稳定的网络，全部以令吉计价。无论您身在何处，我们的团队都以**英语和马来语**为您解答。`,
    },
  },
  support: {
    ms: {
      title: "Pusat Sokongan",
      subtitle: "Jawapan untuk setiap langkah perjalanan anda",
      content: `## Kami sedia membantu

Kebanyakan soalan sudah dijawab dalam Soalan Lazim di bawah. Jika anda masih perlukan bantuan, hantar mesej kepada kami dan kami akan membalas **dalam masa 24 jam**, atau hubungi kami melalui telefon atau WhatsApp.`,
    },
    zh: {
      title: "客服中心",
      subtitle: "旅途中每一步的疑问，这里都有解答",
      content: `## 我们随时为您服务

大部分问题都能在下方的常见问题中找到答案。如果仍需帮助，请给我们留言，我们会在 **24 小时内**回复；您也可以通过电话或 WhatsApp 联系我们。`,
    },
  },
  partner: {
    ms: {
      title: "Jadi Rakan Kongsi Kami",
      subtitle: "Kembangkan perniagaan pelancongan anda bersama JalanSIM",
      content: `## Mengapa bekerjasama dengan JalanSIM

Agensi pelancongan, kedai runcit, affiliate dan penjual semula memperoleh **komisen sehingga 25%** bagi setiap pelan yang dijual. Ceritakan tentang perniagaan anda dan pasukan perkongsian kami akan menyemak permohonan anda dalam **2-3 hari bekerja**.`,
    },
    zh: {
      title: "成为合作伙伴",
      subtitle: "与 JalanSIM 一起拓展您的旅游业务",
      content: `## 为什么与 JalanSIM 合作

旅行社、零售店、推广联盟和分销商每售出一个套餐，都可获得**最高 25% 的佣金**。告诉我们您的业务情况，我们的合作团队会在 **2-3 个工作日内**审核您的申请。`,
    },
  },
  privacy: {
    ms: {
      title: "Dasar Privasi",
      subtitle: "Apa yang kami kumpul, mengapa, dan pilihan anda",
      content: `## Apa yang kami kumpul

Untuk menjual dan menghantar pelan anda, kami menyimpan **nama, alamat e-mel, nama pengguna dan sejarah pesanan** anda. Apabila anda berbual dengan pasukan sokongan, kami menyimpan mesej tersebut supaya ejen seterusnya boleh menyambung perbualan. Kami tidak menyimpan nombor kad: pembayaran diuruskan oleh penyedia pembayaran kami.

## Mengapa kami menggunakannya

- Untuk menghantar eSIM atau SIM anda berserta kod QR dan resitnya.
- Untuk menjawab soalan sokongan dan permintaan bayaran balik anda.
- Untuk memastikan akaun anda selamat (rekod log masuk, perlindungan daripada penyalahgunaan).

Kami tidak sekali-kali menjual data peribadi anda. Kami hanya berkongsi data dengan rakan rangkaian mudah alih yang mengaktifkan pelan anda dan dengan penyedia pembayaran, setakat yang mereka perlukan sahaja.

## Pilihan anda

Anda boleh menukar e-mel dan kata laluan di halaman [Profil](/ms/profile), dan memadam akaun anda sendiri di sana pada bila-bila masa (**Padam akaun saya**): nama, alamat e-mel, telefon, sembang dan troli anda dipadam serta-merta dan anda dilog keluar di semua peranti. Resit pesanan anda disimpan tanpa nama anda, seperti yang dikehendaki oleh undang-undang tentang rekod perniagaan.

## Kuki

Kami hanya menggunakan kuki yang diperlukan oleh kedai: sesi dan troli anda. Tiada penjejak pengiklanan.`,
    },
    zh: {
      title: "隐私政策",
      subtitle: "我们收集什么、为什么收集，以及您的选择",
      content: `## 我们收集的信息

为了销售和交付套餐，我们会保存您的**姓名、电邮地址、用户名和订单记录**。您与客服聊天时，我们会保存聊天内容，方便下一位客服接手。我们不保存银行卡号码：付款由我们的支付服务商处理。

## 我们如何使用

- 交付您的 eSIM 或 SIM 卡，并发送二维码和收据。
- 回答您的客服问题和退款申请。
- 保障您的账户安全（登录记录、防止滥用）。

我们绝不出售您的个人资料。我们只会与为您开通套餐的移动网络合作伙伴及支付服务商分享必要的信息。

## 您的选择

您可以在[个人资料](/zh/profile)页面更改电邮和密码，也可以随时在该页面自行删除账户（**删除我的账户**）：您的姓名、电邮地址、电话、聊天记录和购物车会立即清除，所有设备上的登录也会退出。订单收据会按照商业记录相关法律的要求保留，但不再包含您的姓名。

## Cookie

我们只使用商店运作所需的 Cookie：您的登录会话和购物车。没有任何广告追踪。`,
    },
  },
  terms: {
    ms: {
      title: "Terma Perkhidmatan",
      subtitle: "Peraturan membeli dan menggunakan pelan kami",
      content: `## Menggunakan JalanSIM

Dengan membeli pelan, anda bersetuju dengan terma ini. Pelan adalah untuk kegunaan perjalanan peribadi pada peranti yang menyokong eSIM (bagi pelan eSIM) atau yang tidak dikunci (bagi kad SIM fizikal). Semak peranti anda sebelum membeli.

## Pelan dan harga

Harga dalam ringgit Malaysia (RM) dan merangkumi data, tempoh sah dan liputan yang dinyatakan di halaman pelan. Tempoh sah pelan bermula sama ada apabila ia mula bersambung ke rangkaian di negara yang diliputi atau apabila ia dibeli, seperti yang dinyatakan di halaman pelan.

## Penggunaan wajar

Pelan adalah untuk kegunaan peribadi. Menjual semula, menjalankan pelayan atau berkongsi satu pelan dengan banyak peranti boleh menyebabkan pelan diperlahankan atau dihentikan oleh rakan rangkaian.

## Bayaran balik

Bayaran balik tertakluk kepada [Dasar Bayaran Balik](/ms/refund-policy) kami: bayaran balik penuh bagi eSIM yang belum digunakan dan belum diaktifkan dalam tempoh 7 hari selepas pembelian.

## Hubungi kami

Ada soalan tentang terma ini? Hubungi kami melalui [halaman Sokongan](/ms/support).`,
    },
    zh: {
      title: "服务条款",
      subtitle: "购买和使用套餐的规则",
      content: `## 使用 JalanSIM

购买套餐即表示您同意本条款。套餐仅供个人旅行使用，设备须支持 eSIM（eSIM 套餐）或未锁网（实体 SIM 卡）。购买前请先确认您的设备。

## 套餐与价格

价格以马来西亚令吉（RM）计算，包含套餐页面所列的流量、有效期和覆盖范围。套餐的有效期从首次在覆盖国家连接网络时开始，或从购买时开始，以套餐页面说明为准。

## 合理使用

套餐仅供个人使用。转售、架设服务器或多台设备共用一个套餐，可能导致网络合作伙伴限速或停用该套餐。

## 退款

退款依照我们的[退款政策](/zh/refund-policy)：购买后 7 天内、未使用且未激活的 eSIM 可全额退款。

## 联系我们

对本条款有疑问？请通过[客服页面](/zh/support)联系我们。`,
    },
  },
  "refund-policy": {
    ms: {
      title: "Dasar Bayaran Balik",
      subtitle: "Bayaran balik penuh untuk eSIM yang belum digunakan dalam 7 hari",
      content: `## Peraturan 7 hari

Anda layak mendapat **bayaran balik penuh bagi eSIM yang belum digunakan dan belum diaktifkan dalam tempoh 7 hari selepas pembelian**. Belum diaktifkan bermaksud eSIM itu belum dipasang pada mana-mana peranti dan belum bersambung ke mana-mana rangkaian.

## Cara meminta bayaran balik

Buka pesanan di [Pesanan Saya](/ms/my-orders) dan pilih **Mohon bayaran balik**, berserta sebabnya. Kami menjawab dalam masa 24 jam: setelah kami menyemak bahawa eSIM belum diaktifkan, jumlah penuh dipulangkan melalui kaedah pembayaran asal anda, biasanya dalam 5 hingga 10 hari bekerja, dan kami menghantar e-mel apabila ia diproses. Anda juga boleh bertanya melalui [halaman Sokongan](/ms/support) atau sembang langsung.

## Bila bayaran balik tidak dapat dibuat

- eSIM telah dipasang atau telah bersambung ke rangkaian.
- Sudah lebih 7 hari selepas pembelian.
- Kad SIM fizikal telah dibuka atau digunakan.

Jika pelan tidak berfungsi kerana masalah di pihak kami, hubungi pasukan sokongan: kami akan membaikinya, menggantikan pelan atau membuat bayaran balik, walaupun selepas pengaktifan.`,
    },
    zh: {
      title: "退款政策",
      subtitle: "未使用的 eSIM 在 7 天内可全额退款",
      content: `## 7 天规则

**购买后 7 天内，未使用且未激活的 eSIM 可获全额退款**。未激活是指 eSIM 尚未安装到任何设备上，也从未连接过任何网络。

## 如何申请退款

请在[我的订单](/zh/my-orders)中打开该订单，选择**申请退款**并简单说明原因。我们会在 24 小时内答复您：确认 eSIM 未激活后，全额款项将按原付款方式退回，通常需要 5 至 10 个工作日，退款发出时我们会发邮件通知您。您也可以通过[客服页面](/zh/support)或在线客服提出申请。

## 无法退款的情况

- eSIM 已安装或已连接网络。
- 购买已超过 7 天。
- 实体 SIM 卡已拆封或使用。

如果因为我们这边的问题导致套餐无法使用，请联系客服：即使已经激活，我们也会为您修复、更换套餐或退款。`,
    },
  },
};
