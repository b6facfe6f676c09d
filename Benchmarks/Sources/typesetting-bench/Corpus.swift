/// Short UI strings of the kind labels and buttons hold.
enum Corpus {
    static let japanese = [
        "予約する", "日本橋人形町", "東京都中央区", "キャンセル", "設定", "ログイン", "新規登録",
        "お気に入りに追加", "もっと見る", "閉じる", "検索", "通知を受け取る", "「東京」は、日本の首都です。",
        "コメントを書く", "次へ", "戻る", "保存しました", "ネットワークに接続できません", "直角と骨の字形",
        "今日のおすすめ 3件",
    ]
    static let english = [
        "Book", "Cancel", "Settings", "Sign in", "Create account", "Add to favorites", "See more",
        "Close", "Search", "Turn on notifications", "Tokyo is the capital of Japan.", "Write a comment",
        "Next", "Back", "Saved", "Cannot connect to the network", "Today's picks: 3", "Okinawa",
        "Count: 42", "Primary action",
    ]
}
