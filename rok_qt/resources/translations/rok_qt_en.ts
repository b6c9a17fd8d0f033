<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>CaptureTexts</name>
    <message numerus="yes">
        <location filename="../../ui/table/capture_show.py" line="+55"/>
        <source>{captor} takes your %n {colour} stone(s): {captor} took the twin of your balance stone, the {stone}</source>
        <translation>
            <numerusform>{captor} takes your %n {colour} stone: {captor} took the twin of your balance stone, the {stone}</numerusform>
            <numerusform>{captor} takes your %n {colour} stones: {captor} took the twin of your balance stone, the {stone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You take %n {colour} stone(s) from {victim}: you took the twin of {victim}&apos;s balance stone, the {stone}</source>
        <translation>
            <numerusform>You take %n {colour} stone from {victim}: you took the twin of {victim}&apos;s balance stone, the {stone}</numerusform>
            <numerusform>You take %n {colour} stones from {victim}: you took the twin of {victim}&apos;s balance stone, the {stone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{captor} takes %n {colour} stone(s) from {victim}: {captor} took the twin of {victim}&apos;s balance stone, the {stone}</source>
        <translation>
            <numerusform>{captor} takes %n {colour} stone from {victim}: {captor} took the twin of {victim}&apos;s balance stone, the {stone}</numerusform>
            <numerusform>{captor} takes %n {colour} stones from {victim}: {captor} took the twin of {victim}&apos;s balance stone, the {stone}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindTimeChart</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/find_time_chart.py" line="+140"/>
        <source>last %n game(s)</source>
        <translation>
            <numerusform>last %n game</numerusform>
            <numerusform>last %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindsBoard</name>
    <message numerus="yes">
        <location filename="../../ui/practice/finds_board.py" line="+61"/>
        <source>Since you sat down: {time} (%n find(s))</source>
        <translation>
            <numerusform>Since you sat down: {time} (%n find)</numerusform>
            <numerusform>Since you sat down: {time} (%n finds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>… %n earlier find(s)</source>
        <translation>
            <numerusform>… %n earlier find</numerusform>
            <numerusform>… %n earlier finds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/game_over.py" line="+75"/>
        <source>{names} tied with %n stone(s) and flicked for the title.</source>
        <translation>
            <numerusform>{names} tied with %n stone and flicked for the title.</numerusform>
            <numerusform>{names} tied with %n stones and flicked for the title.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameWidget</name>
    <message numerus="yes">
        <location filename="../../ui/game/game_widget.py" line="+398"/>
        <source>Round {round} · first player: {first} · %n stone(s) in the bag</source>
        <translation>
            <numerusform>Round {round} · first player: {first} · %n stone in the bag</numerusform>
            <numerusform>Round {round} · first player: {first} · %n stones in the bag</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GrabTurnController</name>
    <message numerus="yes">
        <location filename="../../ui/game/grab_turn.py" line="+183"/>
        <source>%n pick(s) so far. Click a taken stone to put it back.</source>
        <translation>
            <numerusform>%n pick so far. Click a taken stone to put it back.</numerusform>
            <numerusform>%n picks so far. Click a taken stone to put it back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWriter</name>
    <message numerus="yes">
        <location filename="../../app/history_writer.py" line="+86"/>
        <source>%n unreadable line(s) were moved to {file}; your games are all kept</source>
        <translation>
            <numerusform>%n unreadable line was moved to {file}; your games are all kept</numerusform>
            <numerusform>%n unreadable lines were moved to {file}; your games are all kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message numerus="yes">
        <location filename="../../app/learn.py" line="+145"/>
        <source>Learn to play (about %n minute(s))</source>
        <translation>
            <numerusform>Learn to play (about %n minute)</numerusform>
            <numerusform>Learn to play (about %n minutes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LimitTexts</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/setup_dialog.py" line="+66"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message numerus="yes">
        <location filename="../../ui/network/lobby.py" line="+182"/>
        <source>Waiting for %n player(s) to join.</source>
        <translation>
            <numerusform>Waiting for %n player to join.</numerusform>
            <numerusform>Waiting for %n players to join.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/penalty_dialog.py" line="+50"/>
        <source>You owe %n penalties; this is one of them.</source>
        <translation>
            <numerusform>You owe %n penalty; this is it.</numerusform>
            <numerusform>You owe %n penalties; this is one of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeRecorder</name>
    <message numerus="yes">
        <location filename="../../app/practice_record.py" line="+96"/>
        <source>%n unreadable line(s) were moved to {file}; your throws are all kept</source>
        <translation>
            <numerusform>%n unreadable line was moved to {file}; your throws are all kept</numerusform>
            <numerusform>%n unreadable lines were moved to {file}; your throws are all kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../../ui/table/seat_panel.py" line="+251"/>
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/statistics_dialog.py" line="+54"/>
        <source>%n game(s) recorded.</source>
        <translation>
            <numerusform>%n game recorded.</numerusform>
            <numerusform>%n games recorded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n line(s) of the history could not be read and were skipped: {first}</source>
        <translation>
            <numerusform>%n line of the history could not be read and was skipped: {first}</numerusform>
            <numerusform>%n lines of the history could not be read and were skipped: {first}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>Practice: %n throw(s); best find {best}, median find {median}.</source>
        <translation>
            <numerusform>Practice: %n throw; best find {best}, median find {median}.</numerusform>
            <numerusform>Practice: %n throws; best find {best}, median find {median}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoneWords</name>
    <message numerus="yes">
        <location filename="../../ui/access/stone_words.py" line="+78"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n twin(s) of a balance stone</source>
        <translation>
            <numerusform>%n twin of a balance stone</numerusform>
            <numerusform>%n twins of balance stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n other(s)</source>
        <translation>
            <numerusform>%n other</numerusform>
            <numerusform>%n others</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The stones have landed: %n stone(s) on the table.</source>
        <translation>
            <numerusform>The stones have landed: %n stone on the table.</numerusform>
            <numerusform>The stones have landed: %n stones on the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n stone(s) on the table; {face_up}.</source>
        <translation>
            <numerusform>%n stone on the table; {face_up}.</numerusform>
            <numerusform>%n stones on the table; {face_up}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryPlurals</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/summary_lines.py" line="+63"/>
        <source>%n face-down stone(s) went back into the bag</source>
        <translation>
            <numerusform>%n face-down stone went back into the bag</numerusform>
            <numerusform>%n face-down stones went back into the bag</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableFaults</name>
    <message numerus="yes">
        <location filename="../../app/network/faults.py" line="+149"/>
        <source>Nobody started the game within %n minute(s) of the table being hosted, so the table server closed it. Host a table again to play.</source>
        <translation>
            <numerusform>Nobody started the game within %n minute of the table being hosted, so the table server closed it. Host a table again to play.</numerusform>
            <numerusform>Nobody started the game within %n minutes of the table being hosted, so the table server closed it. Host a table again to play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Too many wrong table codes were tried from your network: wait %n second(s), check the code, and try again.</source>
        <translation>
            <numerusform>Too many wrong table codes were tried from your network: wait %n second, check the code, and try again.</numerusform>
            <numerusform>Too many wrong table codes were tried from your network: wait %n seconds, check the code, and try again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message numerus="yes">
        <location filename="../../ui/access/table_speech.py" line="+101"/>
        <source>{name}: %n stone(s)</source>
        <translation>
            <numerusform>{name}: %n stone</numerusform>
            <numerusform>{name}: %n stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n second(s).</source>
        <translation>
            <numerusform>%n second.</numerusform>
            <numerusform>%n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TieBreakDialog</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/order_dialog.py" line="+121"/>
        <source>{names} are tied with %n stone(s) each. Each flicks one stone of their treasure at the Rune of Fate; the stone that stops closest to it, without touching it, makes its player the grand master of runes.</source>
        <translation>
            <numerusform>{names} are tied with %n stone each. Each flicks one stone of their treasure at the Rune of Fate; the stone that stops closest to it, without touching it, makes its player the grand master of runes.</numerusform>
            <numerusform>{names} are tied with %n stones each. Each flicks one stone of their treasure at the Rune of Fate; the stone that stops closest to it, without touching it, makes its player the grand master of runes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <location filename="../../ui/lessons/texts.py" line="+40"/>
        <source>A fresh table for this step: your treasure now holds %n stone(s).</source>
        <translation>
            <numerusform>A fresh table for this step: your treasure now holds %n stone.</numerusform>
            <numerusform>A fresh table for this step: your treasure now holds %n stones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Last round · first player: {first} · %n stone(s) in the bag</source>
        <translation>
            <numerusform>Last round · first player: {first} · %n stone in the bag</numerusform>
            <numerusform>Last round · first player: {first} · %n stones in the bag</numerusform>
        </translation>
    </message>
</context>
</TS>
