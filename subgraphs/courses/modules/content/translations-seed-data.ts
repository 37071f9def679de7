/**
 * The content seed's text in Traditional (zh-Hant) and Simplified (zh-Hans) Chinese, by row id and field; the English
 * text is in seed-data.ts. Statistics keep their SPEC values (92%, 5k+ …): only what they count is translated.
 * Testimonials' comments are the graduates' own words and stay as written.
 */
import type { ContentTranslations } from "../../../shared/translations.js";

type Both<F extends string> = Required<ContentTranslations<F>>;

export const VALUE_CARD_TRANSLATIONS: Record<string, Both<"title" | "description" | "linkLabel">> = {
  "learn-skills": {
    "zh-Hant": {
      title: "學習熱門技能",
      description: "導師授課及自學課程，涵蓋軟件、數據、設計、市場營銷、金融科技及網絡安全。",
      linkLabel: "瀏覽課程",
    },
    "zh-Hans": {
      title: "学习热门技能",
      description: "导师授课及自学课程，涵盖软件、数据、设计、市场营销、金融科技及网络安全。",
      linkLabel: "浏览课程",
    },
  },
  "grow-portfolio": {
    "zh-Hant": { title: "建立作品集", description: "由業界人士審閱的指導項目，讓僱主看到你的實力。", linkLabel: "尋找指導項目" },
    "zh-Hans": { title: "建立作品集", description: "由业界人士审阅的指导项目，让雇主看到你的实力。", linkLabel: "寻找指导项目" },
  },
  "explore-careers": {
    "zh-Hant": { title: "探索職業", description: "了解每個科技職位需要哪些技能，以及你與它的距離。", linkLabel: "探索職位" },
    "zh-Hans": { title: "探索职业", description: "了解每个科技职位需要哪些技能，以及你与它的距离。", linkLabel: "探索职位" },
  },
  "get-hired": {
    "zh-Hant": { title: "獲得聘用", description: "申請招聘夥伴的職位，他們一直聘用我們的畢業生。", linkLabel: "查看職位" },
    "zh-Hans": { title: "获得聘用", description: "申请招聘伙伴的职位，他们一直聘用我们的毕业生。", linkLabel: "查看职位" },
  },
  "build-network": {
    "zh-Hant": { title: "拓展人脈", description: "加入校友社群，提問、分享成果並認識導師。", linkLabel: "加入論壇" },
    "zh-Hans": { title: "拓展人脉", description: "加入校友社群，提问、分享成果并认识导师。", linkLabel: "加入论坛" },
  },
};

export const STAT_TRANSLATIONS: Record<string, Both<"subtext">> = {
  "placement-rate": { "zh-Hant": { subtext: "就業率" }, "zh-Hans": { subtext: "就业率" } },
  "matches-made": { "zh-Hant": { subtext: "成功配對" }, "zh-Hans": { subtext: "成功配对" } },
  "tech-jobs": { "zh-Hant": { subtext: "科技職位空缺" }, "zh-Hans": { subtext: "科技职位空缺" } },
  "job-seekers": { "zh-Hant": { subtext: "求職者" }, "zh-Hans": { subtext: "求职者" } },
  "total-students": { "zh-Hant": { subtext: "學生總數" }, "zh-Hans": { subtext: "学生总数" } },
  "hiring-partners": { "zh-Hant": { subtext: "招聘夥伴" }, "zh-Hans": { subtext: "招聘伙伴" } },
};

type PersonText = [position: string, fullPosition: string, job: string];
const person = (hant: PersonText, hans: PersonText): Both<"position" | "fullPosition" | "job"> => ({
  "zh-Hant": { position: hant[0], fullPosition: hant[1], job: hant[2] },
  "zh-Hans": { position: hans[0], fullPosition: hans[1], job: hans[2] },
});

export const PERSON_TRANSLATIONS: Record<string, Both<"position" | "fullPosition" | "job">> = {
  "wei-ling-chan": person(
    ["聯合創辦人", "聯合創辦人兼行政總裁", "TalentForge 行政總裁"],
    ["联合创始人", "联合创始人兼首席执行官", "TalentForge 首席执行官"],
  ),
  "arjun-nair": person(
    ["聯合創辦人", "聯合創辦人兼首席學習官", "TalentForge 首席學習官"],
    ["联合创始人", "联合创始人兼首席学习官", "TalentForge 首席学习官"],
  ),
  "siti-rahman": person(
    ["顧問", "學術顧問", "馬來西亞一所公立大學的電腦科學副教授"],
    ["顾问", "学术顾问", "马来西亚一所公立大学的计算机科学副教授"],
  ),
  "david-okafor": person(
    ["顧問", "行業顧問（招聘）", "一家區域電子商務集團的人才招聘主管"],
    ["顾问", "行业顾问（招聘）", "一家区域电子商务集团的人才招聘主管"],
  ),
  "mei-tan": person(["課程經理", "資助課程經理", "TalentForge 課程經理"], ["项目经理", "资助项目经理", "TalentForge 项目经理"]),
  "hafiz-ismail": person(
    ["職涯服務主管", "職涯服務主管", "TalentForge 職涯服務主管"],
    ["职业服务主管", "职业服务主管", "TalentForge 职业服务主管"],
  ),
  "grace-lau": person(
    ["學習設計師", "高級學習設計師", "TalentForge 學習設計師"],
    ["学习设计师", "高级学习设计师", "TalentForge 学习设计师"],
  ),
  "kumar-selvam": person(
    ["學生支援", "學生成功經理", "TalentForge 學生成功經理"],
    ["学生支持", "学生成功经理", "TalentForge 学生成功经理"],
  ),
  "daniel-wong": person(
    ["導師", "首席導師（數據分析）", "一家香港保險公司的高級數據分析師"],
    ["导师", "首席导师（数据分析）", "一家香港保险公司的高级数据分析师"],
  ),
  "priya-menon": person(["導師", "導師（商業分析）", "一家零售集團的分析經理"], ["导师", "导师（商业分析）", "一家零售集团的分析经理"]),
  "marcus-lee": person(
    ["導師", "首席導師（軟件工程）", "一家支付初創公司的資深工程師"],
    ["导师", "首席导师（软件工程）", "一家支付初创公司的资深工程师"],
  ),
  "aisyah-karim": person(["導師", "導師（前端開發）", "一個旅遊平台的前端主管"], ["导师", "导师（前端开发）", "一个旅游平台的前端主管"]),
  "jason-cheung": person(
    ["導師", "導師（攻擊性安全）", "一家專業服務公司的滲透測試員"],
    ["导师", "导师（攻击性安全）", "一家专业服务公司的渗透测试员"],
  ),
  "nur-farhana": person(
    ["導師", "導師（數碼營銷）", "一個消費應用程式的增長營銷經理"],
    ["导师", "导师（数字营销）", "一个消费应用的增长营销经理"],
  ),
  "emily-ho": person(
    ["導師", "導師（UI/UX 設計）", "一個銀行應用程式的產品設計師"],
    ["导师", "导师（UI/UX 设计）", "一个银行应用的产品设计师"],
  ),
  "tan-boon-keat": person(
    ["導師", "導師（金融科技及科技管理）", "一家區域銀行的數碼轉型主管"],
    ["导师", "导师（金融科技及科技管理）", "一家区域银行的数字化转型主管"],
  ),
  "ryan-choi": person(["導師", "導師（雲端認證）", "一家系統集成商的雲端架構師"], ["导师", "导师（云认证）", "一家系统集成商的云架构师"]),
};

export const PARTNER_TRANSLATIONS: Record<string, Both<"title">> = Object.fromEntries(
  (
    [
      ["ministry-human-resources-my", "人力資源部（馬來西亞）", "人力资源部（马来西亚）"],
      ["ministry-youth-sports-my", "青年及體育部（馬來西亞）", "青年及体育部（马来西亚）"],
      ["ministry-digital-my", "數碼部（馬來西亞）", "数字部（马来西亚）"],
      ["hrd-fund-my", "人力資源發展基金（馬來西亞）", "人力资源发展基金（马来西亚）"],
      ["yayasan-peneraju", "Yayasan Peneraju 土著教育基金", "Yayasan Peneraju 土著教育基金"],
      ["hk-innovation-technology-fund", "香港創新及科技基金", "香港创新及科技基金"],
      ["hk-labour-welfare-bureau", "勞工及福利局（香港）", "劳工及福利局（香港）"],
      ["hk-vtc", "職業訓練局（香港）", "职业训练局（香港）"],
      ["digital-skills-foundation", "亞洲數碼技能基金會", "亚洲数字技能基金会"],
    ] as const
  ).map(([id, hant, hans]) => [id, { "zh-Hant": { title: hant }, "zh-Hans": { title: hans } }]),
);

type Qa = [question: string, answer: string];
type FaqTypeKey = "instructor" | "course_M1" | "course_fc" | "course_ca_admissions";

/** FAQ text by type, in the English list's order (position 1, 2 …). */
export const FAQ_TRANSLATIONS: Record<"zh-Hant" | "zh-Hans", Record<FaqTypeKey, Qa[]>> = {
  "zh-Hant": {
    instructor: [
      [
        "導師如何獲得報酬？",
        "<p>以收入分成計算。你可選擇兩種模式之一：收取少量預付課程製作費並以較低百分比分成，或不設預付費用並以較高百分比分成。</p>",
      ],
      ["我需要教學經驗嗎？", "<p>不需要。你帶來行業經驗，我們的學習設計師會協助你把經驗轉化為單元、項目及評估。</p>"],
      ["誰為學員提供支援？", "<p>學員支援、輔導及評分均由我們負責，讓你專注教學。</p>"],
      ["教學需要多少時間？", "<p>大部分導師在每期課程中每星期教授兩節晚間課，另加備課時間。錄影內容只需在第一期開課前製作一次。</p>"],
      ["我可以在任何地方授課嗎？", "<p>可以。所有課堂均全程在線進行。</p>"],
    ],
    course_M1: [
      ["甚麼是 M1 課程？", "<p>一至兩個月的自學入門課程，專注一項技能：JavaScript、Python、SQL 或區塊鏈。無需任何基礎。</p>"],
      ["我會獲得證書嗎？", "<p>會。完成課堂及評分項目後可獲得證書，並可加到你的個人檔案。</p>"],
      ["有即時協助嗎？", "<p>自學課程包括直播導修及評分項目，你不會長時間卡住。</p>"],
      ["誰可以報讀？", "<p>任何人。自學課程須付費並開放給所有人；資助課程則有各自的資格要求。</p>"],
      ["完成 M1 之後呢？", "<p>很多學員會在同一方向繼續修讀基礎證書或認證助理課程。</p>"],
    ],
    course_fc: [
      ["基礎證書課程需時多久？", "<p>兩至四個月，由導師授課，全程在線。</p>"],
      ["我需要相關經驗嗎？", "<p>不需要。基礎證書課程由基本開始，逐步完成一個作品集項目。</p>"],
      ["課程如何評核？", "<p>透過每個單元的評分項目及小測，以及由導師審閱的期末項目。</p>"],
      ["可以分期付款嗎？", "<p>一次過付款可享八折優惠。部分國家提供收入分成協議；詳情請參閱課程頁面上的資助選項。</p>"],
      ["必須出席課堂嗎？", "<p>是的。學員須出席最少 90% 的直播課堂。</p>"],
    ],
    course_ca_admissions: [
      ["誰適合申請認證助理課程？", "<p>準備投入兩至四個月、參加以就業為目標的密集課程的轉職人士及畢業生。</p>"],
      ["入學要求是甚麼？", "<p>英語程度達 B1 或以上，並完成一個簡短的入學評估。完成 M1 或基礎證書課程會有幫助。</p>"],
      ["包括哪些職涯服務？", "<p>履歷及作品集審閱、模擬面試、導師及職涯教練：最少 10 個項目及超過 100 小時的面試準備。</p>"],
      [
        "收入分成協議如何運作？",
        "<p>如有提供，你在就業後每月支付薪金的 15%（薪金低於門檻時則為固定 50–100 美元），不收利息。付款在達到全額學費或 120 個月後（以較早者為準）停止，失業期間暫停。</p>",
      ],
      [
        "如果我退學會怎樣？",
        "<p>在第 1 單元至第 5 單元結束之間退學，須按比例支付學費，預付款項會退還；第 5 單元之後退學須支付全額學費。</p>",
      ],
    ],
  },
  "zh-Hans": {
    instructor: [
      [
        "导师如何获得报酬？",
        "<p>以收入分成计算。你可选择两种模式之一：收取少量预付课程制作费并以较低百分比分成，或不设预付费用并以较高百分比分成。</p>",
      ],
      ["我需要教学经验吗？", "<p>不需要。你带来行业经验，我们的学习设计师会协助你把经验转化为单元、项目及评估。</p>"],
      ["谁为学员提供支持？", "<p>学员支持、辅导及评分均由我们负责，让你专注教学。</p>"],
      ["教学需要多少时间？", "<p>大部分导师在每期课程中每周教授两节晚间课，另加备课时间。录制内容只需在第一期开课前制作一次。</p>"],
      ["我可以在任何地方授课吗？", "<p>可以。所有课堂均全程在线进行。</p>"],
    ],
    course_M1: [
      ["什么是 M1 课程？", "<p>一至两个月的自学入门课程，专注一项技能：JavaScript、Python、SQL 或区块链。无需任何基础。</p>"],
      ["我会获得证书吗？", "<p>会。完成课程及评分项目后可获得证书，并可添加到你的个人资料。</p>"],
      ["有实时帮助吗？", "<p>自学课程包括直播辅导及评分项目，你不会长时间卡住。</p>"],
      ["谁可以报名？", "<p>任何人。自学课程须付费并向所有人开放；资助项目则有各自的资格要求。</p>"],
      ["完成 M1 之后呢？", "<p>很多学员会在同一方向继续修读基础证书或认证助理课程。</p>"],
    ],
    course_fc: [
      ["基础证书课程需要多长时间？", "<p>两至四个月，由导师授课，全程在线。</p>"],
      ["我需要相关经验吗？", "<p>不需要。基础证书课程从基础开始，逐步完成一个作品集项目。</p>"],
      ["课程如何考核？", "<p>通过每个单元的评分项目及小测，以及由导师审阅的期末项目。</p>"],
      ["可以分期付款吗？", "<p>一次性付款可享八折优惠。部分国家提供收入分成协议；详情请参阅课程页面上的资助选项。</p>"],
      ["必须出席课堂吗？", "<p>是的。学员须出席至少 90% 的直播课堂。</p>"],
    ],
    course_ca_admissions: [
      ["谁适合申请认证助理课程？", "<p>准备投入两至四个月、参加以就业为目标的密集课程的转行人士及毕业生。</p>"],
      ["入学要求是什么？", "<p>英语水平达 B1 或以上，并完成一个简短的入学评估。完成 M1 或基础证书课程会有帮助。</p>"],
      ["包括哪些职业服务？", "<p>简历及作品集审阅、模拟面试、导师及职业教练：至少 10 个项目及超过 100 小时的面试准备。</p>"],
      [
        "收入分成协议如何运作？",
        "<p>如有提供，你在就业后每月支付薪资的 15%（薪资低于门槛时则为固定 50–100 美元），不收利息。付款在达到全额学费或 120 个月后（以较早者为准）停止，失业期间暂停。</p>",
      ],
      [
        "如果我退学会怎样？",
        "<p>在第 1 单元至第 5 单元结束之间退学，须按比例支付学费，预付款项会退还；第 5 单元之后退学须支付全额学费。</p>",
      ],
    ],
  },
};
