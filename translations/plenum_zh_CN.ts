<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Plenum</source>
        <translation>关于 Plenum</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Plan GPU clusters as they are really built: halls, racks, pathways, cables and phases.</source>
        <translation>按真实建设方式规划 GPU 集群：机房、机柜、走线路径、线缆和阶段。</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>许可证：GNU 通用公共许可证第 3 版或更高版本（GPL-3.0-or-later）。</translation>
    </message>
    <message>
        <source>Documentation: &lt;a href=&quot;%1&quot;&gt;user guide&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;command line&lt;/a&gt;</source>
        <translation>文档：&lt;a href=&quot;%1&quot;&gt;用户指南&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;命令行&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>AsbuiltView</name>
    <message>
        <source>As built: %1 (%2)</source>
        <translation>竣工状态：%1（%2）</translation>
    </message>
    <message>
        <source>As built</source>
        <translation>竣工状态</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>%1 planned links, %2 found, %3 as planned, %4 differences</source>
        <translation>计划链路 %1 条，发现 %2 条，与计划一致 %3 条，差异 %4 处</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The as-built matches the plan: every planned link was found where it belongs.</source>
        <translation>竣工状态与计划一致：每条计划链路都在应在的位置找到。</translation>
    </message>
    <message>
        <source>Import what ibnetdiscover, iblinkinfo or lldpcli found on the installed cluster, or NetBox&apos;s cables CSV (File ▸ Import Discovered Topology…), to compare it with the plan.</source>
        <translation>导入 ibnetdiscover、iblinkinfo 或 lldpcli 在已安装集群上发现的结果，或 NetBox 的线缆 CSV（文件 ▸ 导入发现的拓扑…），与计划进行比较。</translation>
    </message>
</context>
<context>
    <name>CableDetails</name>
    <message>
        <source>%1 m</source>
        <translation>%1 米</translation>
    </message>
    <message>
        <source>Select a cable to see its length</source>
        <translation>选择线缆以查看其长度</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>所需长度</translation>
    </message>
    <message>
        <source>Ordered</source>
        <translation>订购长度</translation>
    </message>
    <message>
        <source>Slack</source>
        <translation>余长</translation>
    </message>
    <message>
        <source>Slack stored: %1</source>
        <translation>余长存放：%1</translation>
    </message>
    <message>
        <source>Route: %1</source>
        <translation>路径：%1</translation>
    </message>
    <message>
        <source>inside the rack</source>
        <translation>机柜内部</translation>
    </message>
</context>
<context>
    <name>CableFilters</name>
    <message>
        <source>All racks</source>
        <translation>所有机柜</translation>
    </message>
    <message>
        <source>All media</source>
        <translation>所有介质</translation>
    </message>
    <message>
        <source>All phases</source>
        <translation>所有阶段</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>所有规则</translation>
    </message>
    <message>
        <source>Search label or end</source>
        <translation>搜索标签或端点</translation>
    </message>
    <message>
        <source>%1 of %2 cables</source>
        <translation>%1 / %2 条线缆</translation>
    </message>
</context>
<context>
    <name>CablesView</name>
    <message>
        <source>No cables yet: route the %1 links through the trays to get every cable with its length, media and labels.</source>
        <translation>尚无线缆：将 %1 条链路经桥架布放，即可得到每根线缆的长度、介质和标签。</translation>
    </message>
    <message>
        <source>No cables: the project has no links yet.</source>
        <translation>无线缆：项目尚无链路。</translation>
    </message>
    <message>
        <source>Route Cables (Ctrl+R)</source>
        <translation>布线 (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>CalibrateDialog</name>
    <message>
        <source>Calibrate Underlay</source>
        <translation>校准底图</translation>
    </message>
    <message>
        <source>Distance between the two points:</source>
        <translation>两点之间的距离：</translation>
    </message>
    <message>
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>毫米</translation>
    </message>
</context>
<context>
    <name>CalibrationOverlay</name>
    <message>
        <source>Click the first point of a known distance on the drawing (Esc cancels)</source>
        <translation>在图纸上点击已知距离的第一个点（Esc 取消）</translation>
    </message>
    <message>
        <source>Click the second point</source>
        <translation>点击第二个点</translation>
    </message>
</context>
<context>
    <name>CataloguePalette</name>
    <message>
        <source>Rack types</source>
        <translation>机柜类型</translation>
    </message>
    <message>
        <source>Device types</source>
        <translation>设备类型</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>All roles</source>
        <translation>所有角色</translation>
    </message>
</context>
<context>
    <name>ChecksHeader</name>
    <message>
        <source>%1 errors · %2 warnings · %3 rules</source>
        <translation>%1 个错误 · %2 个警告 · %3 条规则</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>已是最新</translation>
    </message>
    <message>
        <source>Out of date</source>
        <translation>已过时</translation>
    </message>
    <message>
        <source>Clear marks</source>
        <translation>清除标记</translation>
    </message>
    <message>
        <source>Run checks</source>
        <translation>运行检查</translation>
    </message>
</context>
<context>
    <name>ChecksView</name>
    <message>
        <source>No findings: the design passes every check.</source>
        <translation>没有问题：设计通过了所有检查。</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect Ports</source>
        <translation>连接端口</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Ports (name or range)</source>
        <translation>端口（名称或范围）</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>e.g. OSFP[1-8]P1</source>
        <translation>例如 OSFP[1-8]P1</translation>
    </message>
    <message>
        <source>To</source>
        <translation>终点</translation>
    </message>
</context>
<context>
    <name>DeviceMenu</name>
    <message>
        <source>&amp;Connect from %1</source>
        <translation>从 %1 连接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Connect (right-click a port)</source>
        <translation>连接(&amp;C)（右键单击端口）</translation>
    </message>
    <message>
        <source>&amp;Turn Round</source>
        <translation>调转方向(&amp;T)</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
</context>
<context>
    <name>DrawOverlay</name>
    <message>
        <source>Click the corners of the hall; Enter or a double click closes it (Alt: no snap, Esc cancels)</source>
        <translation>点击机房的各个角点；按 Enter 或双击闭合（Alt：不吸附，Esc 取消）</translation>
    </message>
    <message>
        <source>Click the points of the pathway; Enter or a double click ends it (Alt: no snap, Esc cancels)</source>
        <translation>点击线槽的各个点；按 Enter 或双击结束（Alt：不吸附，Esc 取消）</translation>
    </message>
    <message>
        <source>Drag a rectangle (Alt: no snap, Esc leaves the tool)</source>
        <translation>拖出一个矩形（Alt：不吸附，Esc 退出工具）</translation>
    </message>
</context>
<context>
    <name>DrawToolBar</name>
    <message>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Hall</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>柱子</translation>
    </message>
    <message>
        <source>CRAH</source>
        <translation>精密空调</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>No-go zone</source>
        <translation>禁区</translation>
    </message>
    <message>
        <source>Pathway</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Width (m)</source>
        <translation>宽度（米）</translation>
    </message>
    <message>
        <source>Depth (m)</source>
        <translation>深度（米）</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
</context>
<context>
    <name>EditMenu</name>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Connect Ports…</source>
        <translation>连接端口(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Lock Selection</source>
        <translation>锁定所选(&amp;L)</translation>
    </message>
    <message>
        <source>Un&amp;lock Selection</source>
        <translation>解锁所选(&amp;L)</translation>
    </message>
</context>
<context>
    <name>ElevationRenderer</name>
    <message>
        <source>row %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>%1 kW typ. · %2 kW max / %3 kW</source>
        <translation>典型 %1 kW · 最大 %2 kW / %3 kW</translation>
    </message>
    <message>
        <source>%1 kW typ. · %2 kW max</source>
        <translation>典型 %1 kW · 最大 %2 kW</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <source>%1 kg / %2 kg</source>
        <translation>%1 kg / %2 kg</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空间</translation>
    </message>
    <message>
        <source>%1 U used / %2 U · %3 devices</source>
        <translation>已用 %1 U / %2 U · %3 台设备</translation>
    </message>
    <message>
        <source>FRONT</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>REAR</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>未知型号</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>反装</translation>
    </message>
    <message>
        <source>Select a rack to see its elevation.</source>
        <translation>选择一个机柜以查看其立面图。</translation>
    </message>
    <message>
        <source>%1 · %2 / %3 kW</source>
        <translation>%1 · %2 / %3 kW</translation>
    </message>
    <message>
        <source>%1 · %2 kW</source>
        <translation>%1 · %2 kW</translation>
    </message>
    <message>
        <source>%1 / %2 U</source>
        <translation>%1 / %2 U</translation>
    </message>
</context>
<context>
    <name>ElevationToolbar</name>
    <message>
        <source>Show a rack beside</source>
        <translation>在旁边显示一个机柜</translation>
    </message>
    <message>
        <source>Add Blanking Panels</source>
        <translation>添加盲板</translation>
    </message>
    <message>
        <source>Remove Blanking Panels</source>
        <translation>移除盲板</translation>
    </message>
</context>
<context>
    <name>ElevationView</name>
    <message>
        <source>New device name</source>
        <translation>新设备名称</translation>
    </message>
    <message>
        <source>Connecting %1 of %2: click the other port (Esc cancels)</source>
        <translation>正在连接 %2 的 %1：点击另一个端口（Esc 取消）</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>清除最近文件</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Import Discovered Topology…</source>
        <translation>导入发现的拓扑(&amp;I)…</translation>
    </message>
    <message>
        <source>Import &amp;Underlay…</source>
        <translation>导入底图(&amp;U)…</translation>
    </message>
    <message>
        <source>New from &amp;DXF…</source>
        <translation>从 DXF 新建(&amp;D)…</translation>
    </message>
    <message>
        <source>New &amp;Empty Hall…</source>
        <translation>新建空机房(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>FloorContextMenus</name>
    <message>
        <source>&amp;Rotate 90°</source>
        <translation>旋转 90°(&amp;R)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Show Rack &amp;Elevation</source>
        <translation>显示机柜立面图(&amp;E)</translation>
    </message>
    <message>
        <source>Show in &amp;3D</source>
        <translation>在 3D 中显示(&amp;3)</translation>
    </message>
    <message>
        <source>Draw &amp;Hall Outline</source>
        <translation>绘制机房轮廓(&amp;H)</translation>
    </message>
    <message>
        <source>Draw &amp;Column</source>
        <translation>绘制柱子(&amp;C)</translation>
    </message>
    <message>
        <source>Draw &amp;No-go Zone</source>
        <translation>绘制禁区(&amp;N)</translation>
    </message>
    <message>
        <source>Draw &amp;Pathway</source>
        <translation>绘制线槽(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Route Cables</source>
        <translation>布线(&amp;R)</translation>
    </message>
    <message>
        <source>Run &amp;Checks</source>
        <translation>运行检查(&amp;C)</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>缩放至适合(&amp;F)</translation>
    </message>
    <message>
        <source>Hall &amp;Properties…</source>
        <translation>机房属性(&amp;P)…</translation>
    </message>
    <message>
        <source>Un&amp;lock</source>
        <translation>解锁(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>锁定(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>属性(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>FloorView</name>
    <message>
        <source>No hall yet. Use File ▸ New to start from the starter template, or File ▸ Open.</source>
        <translation>尚无机房。使用“文件 ▸ 新建”从入门模板开始，或使用“文件 ▸ 打开”。</translation>
    </message>
</context>
<context>
    <name>HallSettings</name>
    <message>
        <source>HALL %1</source>
        <translation>机房 %1</translation>
    </message>
    <message>
        <source>NO HALL</source>
        <translation>无机房</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Floor tile</source>
        <translation>地板砖</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>毫米</translation>
    </message>
    <message>
        <source>Containment</source>
        <translation>封闭方式</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Hot aisle</source>
        <translation>热通道</translation>
    </message>
    <message>
        <source>Cold aisle</source>
        <translation>冷通道</translation>
    </message>
    <message>
        <source>Ceiling height</source>
        <translation>吊顶高度</translation>
    </message>
    <message>
        <source>Raised floor (0: none)</source>
        <translation>架空地板（0：无）</translation>
    </message>
    <message>
        <source>Cooling capacity</source>
        <translation>制冷能力</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>千瓦</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>键盘快捷键(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;About Plenum</source>
        <translation>关于 Plenum(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>DEVICE</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>RACK</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>INSPECTOR</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>未选择任何对象</translation>
    </message>
    <message>
        <source>Click a rack on the floor plan or a device in the rack elevation.</source>
        <translation>在平面图中点击机柜，或在机柜立面图中点击设备。</translation>
    </message>
    <message>
        <source>Back to rack</source>
        <translation>返回机柜</translation>
    </message>
    <message>
        <source>DEVICES IN RACK (%1)</source>
        <translation>机柜内设备（%1）</translation>
    </message>
    <message>
        <source>Show the inspector (Ctrl+I)</source>
        <translation>显示属性面板 (Ctrl+I)</translation>
    </message>
    <message>
        <source>Hide the inspector (Ctrl+I)</source>
        <translation>隐藏属性面板 (Ctrl+I)</translation>
    </message>
    <message>
        <source>OBSTACLE</source>
        <translation>障碍物</translation>
    </message>
    <message>
        <source>PATHWAY</source>
        <translation>线槽</translation>
    </message>
</context>
<context>
    <name>JobIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Rack front</source>
        <translation>机柜正面</translation>
    </message>
    <message>
        <source>Cold aisle</source>
        <translation>冷通道</translation>
    </message>
    <message>
        <source>Hot aisle</source>
        <translation>热通道</translation>
    </message>
    <message>
        <source>Cable pathway</source>
        <translation>走线路径</translation>
    </message>
    <message>
        <source>Cable pathway, later phase</source>
        <translation>走线路径（后续阶段）</translation>
    </message>
    <message>
        <source>GPU rack</source>
        <translation>GPU 机柜</translation>
    </message>
    <message>
        <source>Network rack</source>
        <translation>网络机柜</translation>
    </message>
    <message>
        <source>Storage rack</source>
        <translation>存储机柜</translation>
    </message>
    <message>
        <source>Other rack</source>
        <translation>其他机柜</translation>
    </message>
    <message>
        <source>Rack, later phase (faded)</source>
        <translation>机柜（后续阶段，淡色）</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>立柱</translation>
    </message>
    <message>
        <source>CRAH (air cooling)</source>
        <translation>CRAH（风冷）</translation>
    </message>
    <message>
        <source>CDU (liquid cooling)</source>
        <translation>CDU（液冷）</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>No-go zone (hatched)</source>
        <translation>禁入区（斜线填充）</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Plenum projects (*.plenum)</source>
        <translation>Plenum 项目 (*.plenum)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>项目另存为</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Routing failed</source>
        <translation>布线失败</translation>
    </message>
    <message>
        <source>The project could not be generated</source>
        <translation>无法生成项目</translation>
    </message>
    <message>
        <source>Export %1 into a new folder</source>
        <translation>将 %1 导出到新文件夹</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
    <message>
        <source>Write into this folder?</source>
        <translation>写入此文件夹？</translation>
    </message>
    <message>
        <source>The folder %1 already holds other files.</source>
        <translation>文件夹 %1 中已有其他文件。</translation>
    </message>
    <message>
        <source>Plenum adds the export&apos;s files to it and replaces files of the same names; nothing else in the folder is changed.</source>
        <translation>Plenum 会将导出的文件添加到其中并替换同名文件；文件夹中的其他内容不会改变。</translation>
    </message>
    <message>
        <source>Not placed: %1.</source>
        <translation>未放置：%1。</translation>
    </message>
    <message>
        <source>Not mounted: %1.</source>
        <translation>未安装：%1。</translation>
    </message>
    <message>
        <source>Import discovered topology</source>
        <translation>导入发现的拓扑</translation>
    </message>
    <message>
        <source>Discovered topology: ibnetdiscover, iblinkinfo, lldpcli JSON, NetBox cables (*.txt *.net *.json *.csv)</source>
        <translation>发现的拓扑：ibnetdiscover、iblinkinfo、lldpcli JSON、NetBox 线缆 (*.txt *.net *.json *.csv)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Not moved: %1.</source>
        <translation>未移动：%1。</translation>
    </message>
    <message>
        <source>Not connected: %1.</source>
        <translation>未连接：%1。</translation>
    </message>
    <message>
        <source>Import underlay</source>
        <translation>导入底图</translation>
    </message>
    <message>
        <source>Drawings (*.png *.jpg *.jpeg *.pdf *.dxf)</source>
        <translation>图纸 (*.png *.jpg *.jpeg *.pdf *.dxf)</translation>
    </message>
</context>
<context>
    <name>NewEmptyHallDialog</name>
    <message>
        <source>New Empty Hall</source>
        <translation>新建空机房</translation>
    </message>
    <message>
        <source>A rectangular hall with its floor tiles and nothing in it: place racks from the palette, draw columns and pathways.</source>
        <translation>一个只有地板砖的矩形机房：从面板放置机柜，绘制立柱和线槽。</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Floor tile</source>
        <translation>地板砖</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>毫米</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
</context>
<context>
    <name>NewFromDxfDialog</name>
    <message>
        <source>New from DXF</source>
        <translation>从 DXF 新建</translation>
    </message>
    <message>
        <source>Open a DXF drawing</source>
        <translation>打开 DXF 图纸</translation>
    </message>
    <message>
        <source>DXF drawings (*.dxf)</source>
        <translation>DXF 图纸 (*.dxf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>图纸</translation>
    </message>
    <message>
        <source>path of an ASCII DXF file</source>
        <translation>ASCII DXF 文件的路径</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>1 entity</source>
        <translation>1 个图元</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>%1 个图元</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>NewProjectWizard</name>
    <message>
        <source>New project — step %1 of 3</source>
        <translation>新建项目 — 第 %1 步，共 3 步</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Nodes on day one (0: the template&apos;s)</source>
        <translation>首日节点数（0：按模板）</translation>
    </message>
    <message>
        <source>Nodes at target (0: same)</source>
        <translation>目标节点数（0：相同）</translation>
    </message>
    <message>
        <source>The fabric is built for the target size; day one is a subset of it.</source>
        <translation>网络按目标规模设计；首日部署是其中的一部分。</translation>
    </message>
    <message>
        <source>Hall width in m (0: sized to fit)</source>
        <translation>机房宽度（米，0：自动）</translation>
    </message>
    <message>
        <source>Hall depth in m (0: sized to fit)</source>
        <translation>机房进深（米，0：自动）</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>项目名称</translation>
    </message>
    <message>
        <source>Route every cable right away</source>
        <translation>立即为所有线缆布线</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Pick a template.</source>
        <translation>请选择模板。</translation>
    </message>
    <message>
        <source>%1 has a fixed size; leave these at 0.</source>
        <translation>%1 的规模固定；请将这些值保留为 0。</translation>
    </message>
</context>
<context>
    <name>ObjectSettings</name>
    <message>
        <source>RACK PROPERTIES</source>
        <translation>机柜属性</translation>
    </message>
    <message>
        <source>OBSTACLE PROPERTIES</source>
        <translation>障碍物属性</translation>
    </message>
    <message>
        <source>PATHWAY PROPERTIES</source>
        <translation>线槽属性</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>立柱</translation>
    </message>
    <message>
        <source>CRAH</source>
        <translation>CRAH</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>No-go zone</source>
        <translation>禁入区</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>梯架</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>网格桥架</translation>
    </message>
    <message>
        <source>Fibre runway</source>
        <translation>光纤槽道</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Fibre</source>
        <translation>光纤</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>service</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>毫米</translation>
    </message>
    <message>
        <source>width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Loading depth</source>
        <translation>装填深度</translation>
    </message>
    <message>
        <source>loading depth</source>
        <translation>装填深度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Locked against moves</source>
        <translation>锁定，禁止移动</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 米</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 毫米</translation>
    </message>
</context>
<context>
    <name>PaletteEntry</name>
    <message>
        <source>%1U · %2 kW budget · %3 kg · %4 × %5 mm · $%6</source>
        <translation>%1U · %2 kW 预算 · %3 kg · %4 × %5 mm · $%6</translation>
    </message>
    <message>
        <source>%1U · %2 kW · %3 kg · %4 · %5 mm deep · $%6</source>
        <translation>%1U · %2 kW · %3 kg · %4 · 深 %5 mm · $%6</translation>
    </message>
    <message>
        <source>Drag onto the view to place it</source>
        <translation>拖到视图中放置</translation>
    </message>
</context>
<context>
    <name>PathwayOptions</name>
    <message>
        <source>Tray</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>梯架</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>网格桥架</translation>
    </message>
    <message>
        <source>Fibre runway</source>
        <translation>光纤槽道</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Fibre</source>
        <translation>光纤</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>毫米</translation>
    </message>
</context>
<context>
    <name>PhaseSelector</name>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Route cables</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>the drawing&apos;s unit ($INSUNITS %1) is not one a floor plan is drawn in</source>
        <translation>图纸的单位（$INSUNITS %1）不是平面图使用的单位</translation>
    </message>
    <message>
        <source>the drawing does not say its unit ($INSUNITS); choose one</source>
        <translation>图纸未注明单位（$INSUNITS）；请选择一个</translation>
    </message>
    <message>
        <source>the drawing has no polylines or circles to draw</source>
        <translation>图纸中没有可绘制的多段线或圆</translation>
    </message>
    <message>
        <source>the PDF cannot be read (it is damaged or protected by a password)</source>
        <translation>无法读取该 PDF（文件已损坏或受密码保护）</translation>
    </message>
    <message numerus="yes">
        <source>the PDF has %n page(s); page %1 does not exist</source>
        <translation>
            <numerusform>该 PDF 有 %n 页；第 %1 页不存在</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1 of the PDF is too large to draw (%2 × %3 pt)</source>
        <translation>PDF 第 %1 页太大，无法绘制（%2 × %3 pt）</translation>
    </message>
    <message>
        <source>page %1 of the PDF cannot be drawn</source>
        <translation>无法绘制 PDF 第 %1 页</translation>
    </message>
    <message>
        <source>the picture is %1 × %2 pixels (at most %3 million pixels)</source>
        <translation>图片为 %1 × %2 像素（最多 %3 百万像素）</translation>
    </message>
    <message>
        <source>the picture cannot be decoded: %1</source>
        <translation>无法解码图片：%1</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Don&apos;t Save</source>
        <translation>不保存</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>Plenum found changes to “%1” that were autosaved but never saved, probably because Plenum was closed unexpectedly. Recover them?</source>
        <translation>Plenum 发现了对“%1”的自动保存但从未保存的更改，可能是因为 Plenum 意外关闭。是否恢复？</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Delete autosave</source>
        <translation>删除自动保存</translation>
    </message>
</context>
<context>
    <name>ReservationMenu</name>
    <message>
        <source>Delete Reservation</source>
        <translation>删除预留</translation>
    </message>
</context>
<context>
    <name>ReservePopup</name>
    <message>
        <source>Reserve U%1 for the phase</source>
        <translation>为该阶段预留 U%1</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <source>Design review</source>
        <translation>设计评审</translation>
    </message>
    <message>
        <source>Writing the design review</source>
        <translation>正在生成设计评审</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>已是最新</translation>
    </message>
    <message>
        <source>Out of date</source>
        <translation>已过时</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Written in English</source>
        <translation>以英文撰写</translation>
    </message>
</context>
<context>
    <name>RoleLegend</name>
    <message>
        <source>GPU node</source>
        <translation>GPU 节点</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>管理</translation>
    </message>
    <message>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <source>Blanking panel</source>
        <translation>盲板</translation>
    </message>
    <message>
        <source>Data port</source>
        <translation>数据端口</translation>
    </message>
    <message>
        <source>Management port</source>
        <translation>管理端口</translation>
    </message>
</context>
<context>
    <name>ScaleBar</name>
    <message>
        <source>%1 m</source>
        <translation>%1 米</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 毫米</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>自动保存间隔</translation>
    </message>
    <message>
        <source>seconds (0: off)</source>
        <translation>秒（0：关闭）</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>平面图</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>取消选择</translation>
    </message>
    <message>
        <source>Add a rack to the selection</source>
        <translation>将机柜加入选择</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Ctrl+单击</translation>
    </message>
    <message>
        <source>Turn the selected racks 90°</source>
        <translation>将所选机柜旋转 90°</translation>
    </message>
    <message>
        <source>Duplicate the selected rack</source>
        <translation>复制所选机柜</translation>
    </message>
    <message>
        <source>Delete the selected racks</source>
        <translation>删除所选机柜</translation>
    </message>
    <message>
        <source>Nudge the selection 100 mm (Shift: one tile)</source>
        <translation>将所选对象微移 100 mm（Shift：一块地板）</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Place without snapping (while dragging)</source>
        <translation>放置时不吸附（拖动时）</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Rack elevation</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <source>Delete the selected device</source>
        <translation>删除所选设备</translation>
    </message>
    <message>
        <source>Turn the selected device round</source>
        <translation>将所选设备前后翻转</translation>
    </message>
    <message>
        <source>Rename the selected device</source>
        <translation>重命名所选设备</translation>
    </message>
    <message>
        <source>Floor plan: drawing</source>
        <translation>平面图：绘制</translation>
    </message>
    <message>
        <source>Select tool</source>
        <translation>选择工具</translation>
    </message>
    <message>
        <source>Draw the hall outline</source>
        <translation>绘制机房轮廓</translation>
    </message>
    <message>
        <source>Draw a column</source>
        <translation>绘制柱子</translation>
    </message>
    <message>
        <source>Draw a no-go zone</source>
        <translation>绘制禁区</translation>
    </message>
    <message>
        <source>Draw a pathway</source>
        <translation>绘制线槽</translation>
    </message>
    <message>
        <source>Close the outline, end the pathway</source>
        <translation>闭合轮廓，结束线槽</translation>
    </message>
    <message>
        <source>Take the last point back</source>
        <translation>撤回上一个点</translation>
    </message>
    <message>
        <source>Drop the shape; again: leave the tool</source>
        <translation>放弃当前形状；再按一次：退出工具</translation>
    </message>
    <message>
        <source>Delete the selected obstacle or pathway</source>
        <translation>删除所选障碍物或线槽</translation>
    </message>
    <message>
        <source>Draw without snapping</source>
        <translation>不吸附绘制</translation>
    </message>
    <message>
        <source>Move the rack or the whole selection</source>
        <translation>移动机柜或整个所选内容</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>拖动</translation>
    </message>
    <message>
        <source>Add a row of the palette&apos;s rack type</source>
        <translation>添加一排面板中所选类型的机柜</translation>
    </message>
    <message>
        <source>Ctrl+drag</source>
        <translation>Ctrl+拖动</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>%1 racks · %2 devices</source>
        <translation>%1 个机柜 · %2 台设备</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>已选择：%1</translation>
    </message>
    <message>
        <source>x %1 m  y %2 m</source>
        <translation>x %1 米  y %2 米</translation>
    </message>
    <message>
        <source>%1 px/m</source>
        <translation>%1 像素/米</translation>
    </message>
</context>
<context>
    <name>ToolsMenu</name>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Route Cables</source>
        <translation>布线(&amp;R)</translation>
    </message>
    <message>
        <source>Run &amp;Checks</source>
        <translation>运行检查(&amp;C)</translation>
    </message>
    <message>
        <source>Check &amp;Automatically</source>
        <translation>自动检查(&amp;A)</translation>
    </message>
</context>
<context>
    <name>UnderlayBar</name>
    <message>
        <source>Opacity</source>
        <translation>不透明度</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>已锁定</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>校准…</translation>
    </message>
    <message>
        <source>Click two points of the drawing, then type their distance</source>
        <translation>点击图纸上的两个点，然后输入它们的距离</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>mm/px</source>
        <translation>毫米/像素</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Drag the drawing on the plan or type where it lies; click Move again to stop</source>
        <translation>在平面图上拖动图纸或输入其位置；再次点击“移动”结束</translation>
    </message>
</context>
<context>
    <name>UnderlayPageDialog</name>
    <message>
        <source>Import Underlay</source>
        <translation>导入底图</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The PDF has %1 pages. Page:</source>
        <translation>该 PDF 共 %1 页。页码：</translation>
    </message>
</context>
<context>
    <name>UnsavedChangesDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before closing it? Changes you don&apos;t save are lost.</source>
        <translation>关闭前是否保存对“%1”的更改？未保存的更改将会丢失。</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ViewBar</name>
    <message>
        <source>Floor plan</source>
        <translation>平面图</translation>
    </message>
    <message>
        <source>Rack elevation</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <source>3D hall</source>
        <translation>3D 机房</translation>
    </message>
    <message>
        <source>Checks (%1)</source>
        <translation>检查 (%1)</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>As built</source>
        <translation>竣工状态</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Floor Plan</source>
        <translation>平面图(&amp;F)</translation>
    </message>
    <message>
        <source>Rack &amp;Elevation</source>
        <translation>机柜立面图(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;3D Hall</source>
        <translation>3D 机房(&amp;3)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Checks</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>Cable &amp;Schedule</source>
        <translation>线缆清单(&amp;S)</translation>
    </message>
    <message>
        <source>Design &amp;Review</source>
        <translation>设计评审(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;As Built</source>
        <translation>竣工状态(&amp;A)</translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Zoom to fit (Ctrl+0)</source>
        <translation>适应窗口（Ctrl+0）</translation>
    </message>
</context>
<context>
    <name>airflow.aisle-heat</name>
    <message>
        <source>Aisle heat over its cooling capacity</source>
        <translation>通道散热超出其制冷能力</translation>
    </message>
</context>
<context>
    <name>airflow.blanking</name>
    <message>
        <source>Missing blanking panels</source>
        <translation>缺少盲板</translation>
    </message>
</context>
<context>
    <name>airflow.hall-heat</name>
    <message>
        <source>Hall heat over its cooling capacity</source>
        <translation>机房散热超出其制冷能力</translation>
    </message>
</context>
<context>
    <name>airflow.intake</name>
    <message>
        <source>Device intake facing the hot aisle</source>
        <translation>设备进风面朝向热通道</translation>
    </message>
</context>
<context>
    <name>airflow.rack-facing</name>
    <message>
        <source>Rack facing the wrong way for its aisle</source>
        <translation>机柜朝向与通道不符</translation>
    </message>
</context>
<context>
    <name>airflow.rack-heat</name>
    <message>
        <source>Rack heat over its cooling capacity</source>
        <translation>机柜散热超出其制冷能力</translation>
    </message>
</context>
<context>
    <name>airflow.side-to-side</name>
    <message>
        <source>Side-to-side airflow in a hot/cold-aisle rack</source>
        <translation>冷热通道机柜中的侧向气流</translation>
    </message>
</context>
<context>
    <name>airflow.switch-orientation</name>
    <message>
        <source>Switch ports on the cold side of a GPU rack</source>
        <translation>交换机端口位于 GPU 机柜的冷侧</translation>
    </message>
</context>
<context>
    <name>airflow.switch-ports</name>
    <message>
        <source>Switch airflow does not match a GPU rack</source>
        <translation>交换机气流方向与 GPU 机柜不匹配</translation>
    </message>
</context>
<context>
    <name>cable.bend-radius</name>
    <message>
        <source>Bend radius violated at a port</source>
        <translation>端口处弯曲半径不足</translation>
    </message>
</context>
<context>
    <name>cable.detour</name>
    <message>
        <source>Cable detours through the trays</source>
        <translation>线缆在桥架中绕行过远</translation>
    </message>
</context>
<context>
    <name>cable.connector-mismatch</name>
    <message>
        <source>Connector mismatch between cable and port</source>
        <translation>线缆接头与端口不匹配</translation>
    </message>
</context>
<context>
    <name>cable.copper-channel</name>
    <message>
        <source>Copper channel over 100 m</source>
        <translation>铜缆链路超过 100 米</translation>
    </message>
</context>
<context>
    <name>cable.passive-copper</name>
    <message>
        <source>Passive copper cable over its length limit</source>
        <translation>无源铜缆超出长度限制</translation>
    </message>
</context>
<context>
    <name>cable.protocol-mismatch</name>
    <message>
        <source>Cable or port of the other protocol</source>
        <translation>线缆或端口属于另一种协议</translation>
    </message>
</context>
<context>
    <name>cable.reach</name>
    <message>
        <source>Cable beyond the reach of its media</source>
        <translation>线缆超出其介质的传输距离</translation>
    </message>
</context>
<context>
    <name>cable.slack</name>
    <message>
        <source>Excessive cable slack</source>
        <translation>线缆余长过多</translation>
    </message>
</context>
<context>
    <name>cable.slack-exhaust</name>
    <message>
        <source>Slack stored in the exhaust zone</source>
        <translation>余长存放在排风区</translation>
    </message>
</context>
<context>
    <name>cable.speed-mismatch</name>
    <message>
        <source>Speed mismatch between the two ends</source>
        <translation>两端速率不一致</translation>
    </message>
</context>
<context>
    <name>cable.unrouted</name>
    <message>
        <source>Link without a cable</source>
        <translation>链路没有线缆</translation>
    </message>
</context>
<context>
    <name>fabric.manager-unconnected</name>
    <message>
        <source>Fabric manager not connected to the fabric</source>
        <translation>网络管理器未连接到网络</translation>
    </message>
</context>
<context>
    <name>fabric.oversubscription</name>
    <message>
        <source>Oversubscription above target</source>
        <translation>超额订阅高于目标</translation>
    </message>
</context>
<context>
    <name>fabric.plane-crossing</name>
    <message>
        <source>Link between planes</source>
        <translation>跨平面的链路</translation>
    </message>
</context>
<context>
    <name>fabric.port-overuse</name>
    <message>
        <source>Switch port over-used</source>
        <translation>交换机端口过度使用</translation>
    </message>
</context>
<context>
    <name>fabric.rail-misaligned</name>
    <message>
        <source>Rail misalignment</source>
        <translation>导轨（Rail）错位</translation>
    </message>
</context>
<context>
    <name>fabric.unconnected</name>
    <message>
        <source>Required port unconnected</source>
        <translation>必需端口未连接</translation>
    </message>
</context>
<context>
    <name>pathway.fibre-in-copper</name>
    <message>
        <source>Fibre in a copper tray</source>
        <translation>光纤敷设在铜缆线槽中</translation>
    </message>
</context>
<context>
    <name>pathway.unjoined</name>
    <message>
        <source>Pathways meet without joining</source>
        <translation>桥架相接但未连通</translation>
    </message>
</context>
<context>
    <name>pathway.fill</name>
    <message>
        <source>Pathway fill over the limit</source>
        <translation>线槽填充率超限</translation>
    </message>
</context>
<context>
    <name>pathway.load</name>
    <message>
        <source>Pathway load over its rating</source>
        <translation>线槽负载超过额定值</translation>
    </message>
</context>
<context>
    <name>pathway.power-data</name>
    <message>
        <source>Power and data share a pathway</source>
        <translation>电源线与数据线共用线槽</translation>
    </message>
</context>
<context>
    <name>plenum::app::AsbuiltModel</name>
    <message>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>Miswired</source>
        <translation>接错</translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation>互换</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>Unknown device</source>
        <translation>未知设备</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>多余</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message>
        <source>rack %1 U%2</source>
        <translation>机柜 %1 U%2</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
</context>
<context>
    <name>plenum::app::AutosaveManager</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
</context>
<context>
    <name>plenum::app::CableTableModel</name>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>To</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Ordered</source>
        <translation>订购长度</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>所需长度</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>In rack A</source>
        <translation>机柜 A 内</translation>
    </message>
    <message>
        <source>Drop A</source>
        <translation>下线 A</translation>
    </message>
    <message>
        <source>Pathway</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Drop B</source>
        <translation>下线 B</translation>
    </message>
    <message>
        <source>In rack B</source>
        <translation>机柜 B 内</translation>
    </message>
    <message>
        <source>Bends</source>
        <translation>弯曲余量</translation>
    </message>
    <message>
        <source>Service loops</source>
        <translation>维护余量</translation>
    </message>
    <message>
        <source>Listing cables</source>
        <translation>正在列出线缆</translation>
    </message>
    <message>
        <source>As built</source>
        <translation>竣工状态</translation>
    </message>
</context>
<context>
    <name>plenum::app::Document</name>
    <message>
        <source>There is no rack with id %1.</source>
        <translation>不存在 ID 为 %1 的机柜。</translation>
    </message>
    <message>
        <source>The project changed while the cables were routed; route again.</source>
        <translation>布线期间项目已更改，请重新布线。</translation>
    </message>
    <message>
        <source>Reroute the cables of %1</source>
        <translation>重新布放 %1 的线缆</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Move rack %1</source>
        <translation>移动机柜 %1</translation>
    </message>
    <message>
        <source>Moved %1.</source>
        <translation>已移动 %1。</translation>
    </message>
    <message>
        <source>Nudge %1</source>
        <translation>微移 %1</translation>
    </message>
    <message>
        <source>Nudged %1.</source>
        <translation>已微移 %1。</translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation>添加机柜 %1</translation>
    </message>
    <message>
        <source>Added rack %1 (%2).</source>
        <translation>已添加机柜 %1（%2）。</translation>
    </message>
    <message>
        <source>rack type &apos;%1&apos; is not in the project or the catalogue</source>
        <translation>机柜类型“%1”不在项目或目录中</translation>
    </message>
    <message>
        <source>the project has no hall</source>
        <translation>项目中没有机房</translation>
    </message>
    <message>
        <source>Rotate rack %1</source>
        <translation>旋转机柜 %1</translation>
    </message>
    <message>
        <source>Rotated rack %1 to %2°.</source>
        <translation>已将机柜 %1 旋转到 %2°。</translation>
    </message>
    <message>
        <source>Rotate %1</source>
        <translation>旋转 %1</translation>
    </message>
    <message>
        <source>Rotated %1 by %2°.</source>
        <translation>已将 %1 旋转 %2°。</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Deleted %1 with their devices and links.</source>
        <translation>已删除 %1 及其设备和连接。</translation>
    </message>
    <message>
        <source>Duplicate rack %1: there is no free place in its row within 64 racks.</source>
        <translation>复制机柜 %1：其所在排 64 个机柜范围内没有空位。</translation>
    </message>
    <message>
        <source>Duplicate rack %1</source>
        <translation>复制机柜 %1</translation>
    </message>
    <message>
        <source>Duplicated rack %1 as %2.</source>
        <translation>已将机柜 %1 复制为 %2。</translation>
    </message>
    <message>
        <source>Mount: %1</source>
        <translation>安装：%1</translation>
    </message>
    <message>
        <source>Mount %1 in %2</source>
        <translation>在 %2 中安装 %1</translation>
    </message>
    <message>
        <source>Mounted %1 as %2 in %3 at U%4.</source>
        <translation>已将 %1 作为 %2 安装在 %3 的 U%4。</translation>
    </message>
    <message>
        <source>there is no rack with id %1</source>
        <translation>没有 ID 为 %1 的机柜</translation>
    </message>
    <message>
        <source>device type &apos;%1&apos; is not in the project or the catalogue</source>
        <translation>设备类型“%1”不在项目或目录中</translation>
    </message>
    <message>
        <source>rack %1 has no rack type</source>
        <translation>机柜 %1 没有机柜类型</translation>
    </message>
    <message>
        <source>Delete device %1</source>
        <translation>删除设备 %1</translation>
    </message>
    <message>
        <source>Deleted device %1 with its links.</source>
        <translation>已删除设备 %1 及其连接。</translation>
    </message>
    <message>
        <source>Reverse device %1</source>
        <translation>翻转设备 %1</translation>
    </message>
    <message>
        <source>%1 now faces the rear.</source>
        <translation>%1 现在朝向后方。</translation>
    </message>
    <message>
        <source>%1 now faces the front.</source>
        <translation>%1 现在朝向前方。</translation>
    </message>
    <message>
        <source>Rename device %1</source>
        <translation>重命名设备 %1</translation>
    </message>
    <message>
        <source>Renamed %1 to %2.</source>
        <translation>已将 %1 重命名为 %2。</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>将 %1 连接到 %2</translation>
    </message>
    <message>
        <source>%1: no free port pair; every port in one of the ranges already carries a link.</source>
        <translation>%1：没有空闲端口对；其中一个范围内的每个端口都已有连接。</translation>
    </message>
    <message>
        <source>Connected %1 to %2.</source>
        <translation>已将 %1 连接到 %2。</translation>
    </message>
    <message>
        <source>Connected %1 port pairs of %2 and %3.</source>
        <translation>已连接 %2 与 %3 之间的 %1 对端口。</translation>
    </message>
    <message>
        <source>there is no device with id %1</source>
        <translation>不存在 ID 为 %1 的设备</translation>
    </message>
    <message>
        <source>Move device: %1</source>
        <translation>移动设备：%1</translation>
    </message>
    <message>
        <source>Move device %1</source>
        <translation>移动设备 %1</translation>
    </message>
    <message>
        <source>Moved %1 to U%2 of %3.</source>
        <translation>已将 %1 移至 %3 的 U%2。</translation>
    </message>
    <message>
        <source>device %1 has no port %2</source>
        <translation>设备 %1 没有端口 %2</translation>
    </message>
    <message>
        <source>port %1 already carries a link (to %2)</source>
        <translation>端口 %1 已有链路（连接到 %2）</translation>
    </message>
    <message>
        <source>Connect: %1</source>
        <translation>连接：%1</translation>
    </message>
    <message>
        <source>Reserve U: there is no rack with id %1</source>
        <translation>预留 U：不存在 ID 为 %1 的机柜</translation>
    </message>
    <message>
        <source>Reserve U%1 of %2</source>
        <translation>预留 %2 的 U%1</translation>
    </message>
    <message>
        <source>Reserved U%1 of %2 as %3.</source>
        <translation>已将 %2 的 U%1 预留为 %3。</translation>
    </message>
    <message>
        <source>Delete reservation: there is no reservation with id %1</source>
        <translation>删除预留：不存在 ID 为 %1 的预留</translation>
    </message>
    <message>
        <source>Delete reservation %1</source>
        <translation>删除预留 %1</translation>
    </message>
    <message>
        <source>Deleted reservation %1.</source>
        <translation>已删除预留 %1。</translation>
    </message>
    <message>
        <source>Add blanking panels: there is no rack with id %1</source>
        <translation>添加盲板：不存在 ID 为 %1 的机柜</translation>
    </message>
    <message>
        <source>Add blanking panels to %1</source>
        <translation>为 %1 添加盲板</translation>
    </message>
    <message numerus="yes">
        <source>Added %n blanking panel(s) to %1.</source>
        <translation>
            <numerusform>已为 %1 添加 %n 块盲板。</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove blanking panels: there is no rack with id %1</source>
        <translation>移除盲板：不存在 ID 为 %1 的机柜</translation>
    </message>
    <message>
        <source>Remove blanking panels from %1</source>
        <translation>移除 %1 的盲板</translation>
    </message>
    <message>
        <source>Removed the blanking panels of %1.</source>
        <translation>已移除 %1 的盲板。</translation>
    </message>
    <message>
        <source>Import underlay %1</source>
        <translation>导入底图 %1</translation>
    </message>
    <message>
        <source>the project has no hall to lay it under</source>
        <translation>项目中没有可放置底图的机房</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>无法读取该文件</translation>
    </message>
    <message>
        <source>the drawn DXF is %1 MiB (at most %2 MiB)</source>
        <translation>绘制后的 DXF 为 %1 MiB（最多 %2 MiB）</translation>
    </message>
    <message>
        <source>Imported underlay %1.</source>
        <translation>已导入底图 %1。</translation>
    </message>
    <message>
        <source>the file is %1 MiB (at most %2 MiB)</source>
        <translation>文件为 %1 MiB（最多 %2 MiB）</translation>
    </message>
    <message>
        <source>it is not a PNG, JPEG or PDF file</source>
        <translation>它不是 PNG、JPEG 或 PDF 文件</translation>
    </message>
    <message>
        <source>There is no underlay with id %1.</source>
        <translation>不存在 ID 为 %1 的底图。</translation>
    </message>
    <message>
        <source>Calibrate underlay %1</source>
        <translation>校准底图 %1</translation>
    </message>
    <message>
        <source>Calibrated %1: %2 mm per pixel.</source>
        <translation>已校准 %1：每像素 %2 毫米。</translation>
    </message>
    <message>
        <source>Underlay %1 opacity</source>
        <translation>底图 %1 的不透明度</translation>
    </message>
    <message>
        <source>Set the opacity of %1.</source>
        <translation>已设置 %1 的不透明度。</translation>
    </message>
    <message>
        <source>Lock underlay %1</source>
        <translation>锁定底图 %1</translation>
    </message>
    <message>
        <source>Unlock underlay %1</source>
        <translation>解锁底图 %1</translation>
    </message>
    <message>
        <source>Locked %1.</source>
        <translation>已锁定 %1。</translation>
    </message>
    <message>
        <source>Unlocked %1.</source>
        <translation>已解锁 %1。</translation>
    </message>
    <message>
        <source>Turn underlay %1</source>
        <translation>旋转底图 %1</translation>
    </message>
    <message>
        <source>Turned %1.</source>
        <translation>已旋转 %1。</translation>
    </message>
    <message>
        <source>Delete underlay %1</source>
        <translation>删除底图 %1</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <source>The project has no hall to draw.</source>
        <translation>项目中没有可绘制的机房。</translation>
    </message>
    <message>
        <source>Draw outline of hall %1</source>
        <translation>绘制机房 %1 的轮廓</translation>
    </message>
    <message>
        <source>Drew the outline of hall %1.</source>
        <translation>已绘制机房 %1 的轮廓。</translation>
    </message>
    <message>
        <source>The project has no hall to size.</source>
        <translation>项目中没有可调整尺寸的机房。</translation>
    </message>
    <message>
        <source>A hall of %1 × %2 mm has no floor.</source>
        <translation>%1 × %2 毫米的机房没有地面面积。</translation>
    </message>
    <message>
        <source>Resize hall %1</source>
        <translation>调整机房 %1 的尺寸</translation>
    </message>
    <message>
        <source>Hall %1 is now %2 × %3 m.</source>
        <translation>机房 %1 现为 %2 × %3 米。</translation>
    </message>
    <message>
        <source>There is no obstacle kind &apos;%1&apos;.</source>
        <translation>不存在障碍物类型“%1”。</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>已添加 %1。</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <source>There is no corner %1 of an obstacle with id %2.</source>
        <translation>ID 为 %2 的障碍物没有第 %1 个角。</translation>
    </message>
    <message>
        <source>Reshape %1</source>
        <translation>改变 %1 的形状</translation>
    </message>
    <message>
        <source>Reshaped %1.</source>
        <translation>已改变 %1 的形状。</translation>
    </message>
    <message>
        <source>There is no pathway service &apos;%1&apos;.</source>
        <translation>不存在线槽用途“%1”。</translation>
    </message>
    <message>
        <source>There is no pathway kind &apos;%1&apos;.</source>
        <translation>不存在线槽类型“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n cable(s) over it must be routed again.</source>
        <translation>
            <numerusform>%1 其上的 %n 根线缆需要重新布线。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no point %1 of a pathway with id %2.</source>
        <translation>ID 为 %2 的线槽没有第 %1 个点。</translation>
    </message>
    <message>
        <source>The project has no hall to set.</source>
        <translation>项目中没有可设置的机房。</translation>
    </message>
    <message>
        <source>Set the floor tile of hall %1</source>
        <translation>设置机房 %1 的地板砖</translation>
    </message>
    <message>
        <source>Hall %1 has %2 mm floor tiles.</source>
        <translation>机房 %1 的地板砖为 %2 毫米。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a containment (none, hot-aisle or cold-aisle).</source>
        <translation>“%1”不是封闭方式（none、hot-aisle 或 cold-aisle）。</translation>
    </message>
    <message>
        <source>Set the containment of hall %1</source>
        <translation>设置机房 %1 的封闭方式</translation>
    </message>
    <message>
        <source>Hall %1 now has containment %2.</source>
        <translation>机房 %1 现在的封闭方式为 %2。</translation>
    </message>
    <message>
        <source>Set the ceiling of hall %1</source>
        <translation>设置机房 %1 的吊顶</translation>
    </message>
    <message>
        <source>Hall %1 has a %2 mm ceiling.</source>
        <translation>机房 %1 的吊顶高度为 %2 毫米。</translation>
    </message>
    <message>
        <source>Hall %1 has a %2 mm raised floor.</source>
        <translation>机房 %1 的架空地板高度为 %2 毫米。</translation>
    </message>
    <message>
        <source>Hall %1 has no raised floor.</source>
        <translation>机房 %1 没有架空地板。</translation>
    </message>
    <message>
        <source>Set the raised floor of hall %1</source>
        <translation>设置机房 %1 的架空地板</translation>
    </message>
    <message>
        <source>Set the cooling capacity of hall %1</source>
        <translation>设置机房 %1 的制冷能力</translation>
    </message>
    <message>
        <source>Hall %1 can cool %2 kW.</source>
        <translation>机房 %1 可冷却 %2 千瓦。</translation>
    </message>
    <message>
        <source>Place underlay %1</source>
        <translation>放置底图 %1</translation>
    </message>
    <message>
        <source>Placed %1 at %2, %3 m.</source>
        <translation>已将 %1 放置在 %2, %3 米处。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no typed properties (racks, obstacles or pathways).</source>
        <translation>“%1”没有可输入的属性（racks、obstacles 或 pathways）。</translation>
    </message>
    <message>
        <source>There is no object %1 in %2.</source>
        <translation>%2 中没有对象 %1。</translation>
    </message>
    <message>
        <source>Set %1 of %2</source>
        <translation>设置 %2 的%1</translation>
    </message>
    <message>
        <source>%1: %2 is now %3.</source>
        <translation>%1：%2 现在为 %3。</translation>
    </message>
    <message>
        <source>There is no pathway %1.</source>
        <translation>没有线槽 %1。</translation>
    </message>
    <message>
        <source>Set the height of %1</source>
        <translation>设置 %1 的高度</translation>
    </message>
    <message>
        <source>%1 now runs %2 mm above the floor.</source>
        <translation>%1 现在距地面 %2 毫米。</translation>
    </message>
    <message>
        <source>Lock %1</source>
        <translation>锁定 %1</translation>
    </message>
    <message>
        <source>Unlock %1</source>
        <translation>解锁 %1</translation>
    </message>
    <message>
        <source>Add row %1</source>
        <translation>添加排 %1</translation>
    </message>
    <message>
        <source>Added row %1: %2 × %3.</source>
        <translation>已添加排 %1：%2 × %3。</translation>
    </message>
</context>
<context>
    <name>plenum::app::DocumentFile</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot recover %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>The project has no file name yet; use Save As.</source>
        <translation>项目尚无文件名，请使用“另存为”。</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>plenum::app::DxfLayerModel</name>
    <message>
        <source>Hall outline</source>
        <translation>机房轮廓</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>柱子</translation>
    </message>
    <message>
        <source>CRAHs</source>
        <translation>精密空调 (CRAH)</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>冷却液分配单元 (CDU)</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>门</translation>
    </message>
    <message>
        <source>No-go zones</source>
        <translation>禁区</translation>
    </message>
    <message>
        <source>Underlay only</source>
        <translation>仅作底图</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation>毫米</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>厘米</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>米</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>英寸</translation>
    </message>
    <message>
        <source>feet</source>
        <translation>英尺</translation>
    </message>
    <message>
        <source>%1 ($INSUNITS %2)</source>
        <translation>%1（$INSUNITS %2）</translation>
    </message>
    <message>
        <source>$INSUNITS %1</source>
        <translation>$INSUNITS %1</translation>
    </message>
    <message>
        <source>The drawing does not say its unit ($INSUNITS): choose it.</source>
        <translation>图纸未注明单位（$INSUNITS）：请选择单位。</translation>
    </message>
    <message>
        <source>Choose the layer whose closed polyline is the hall&apos;s outline.</source>
        <translation>请选择其闭合多段线为机房轮廓的图层。</translation>
    </message>
    <message>
        <source>Hall %1 × %2 m (%3 corners), %4 columns, %5 CRAHs, %6 CDUs, %7 doors, %8 no-go zones</source>
        <translation>机房 %1 × %2 米（%3 个角），%4 根柱子，%5 台 CRAH，%6 台 CDU，%7 扇门，%8 个禁区</translation>
    </message>
</context>
<context>
    <name>plenum::app::ExportController</name>
    <message>
        <source>Cable Labels (PDF)…</source>
        <translation>线缆标签 (PDF)…</translation>
    </message>
    <message>
        <source>Pull Sheets (PDF)…</source>
        <translation>布线拉线单 (PDF)…</translation>
    </message>
    <message>
        <source>Floor Plan (PNG)…</source>
        <translation>平面图 (PNG)…</translation>
    </message>
    <message>
        <source>Floor Plan (PDF)…</source>
        <translation>平面图 (PDF)…</translation>
    </message>
    <message>
        <source>Rack Elevations (PDF)…</source>
        <translation>机柜立面图 (PDF)…</translation>
    </message>
    <message>
        <source>Topology (JSON)…</source>
        <translation>拓扑 (JSON)…</translation>
    </message>
    <message>
        <source>Slurm topology.conf…</source>
        <translation>Slurm topology.conf…</translation>
    </message>
    <message>
        <source>InfiniBand Topology (ibnetdiscover)…</source>
        <translation>InfiniBand 拓扑 (ibnetdiscover)…</translation>
    </message>
    <message>
        <source>NetBox Import Folder…</source>
        <translation>NetBox 导入文件夹…</translation>
    </message>
    <message>
        <source>Cable Schedule (Excel)…</source>
        <translation>线缆清单 (Excel)…</translation>
    </message>
    <message>
        <source>Cable Schedule (CSV)…</source>
        <translation>线缆清单 (CSV)…</translation>
    </message>
    <message>
        <source>Bill of Materials (Excel)…</source>
        <translation>物料清单 (Excel)…</translation>
    </message>
    <message>
        <source>Bill of Materials (CSV)…</source>
        <translation>物料清单 (CSV)…</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>正在导出 %1</translation>
    </message>
    <message>
        <source>InfiniBand Topology for ibdiagnet (IBDM Folder)…</source>
        <translation>用于 ibdiagnet 的 InfiniBand 拓扑（IBDM 文件夹）…</translation>
    </message>
    <message>
        <source>UFM Cable Validation P2P (CSV)…</source>
        <translation>UFM 线缆验证 P2P（CSV）…</translation>
    </message>
    <message>
        <source>UFM Cable Validation P2P (Excel)…</source>
        <translation>UFM 线缆验证 P2P（Excel）…</translation>
    </message>
    <message>
        <source>Ethernet Topology for Cumulus PTM (topology.dot)…</source>
        <translation>用于 Cumulus PTM 的以太网拓扑 (topology.dot)…</translation>
    </message>
    <message>
        <source>Floor Plan for CAD (DXF)…</source>
        <translation>用于 CAD 的平面图 (DXF)…</translation>
    </message>
    <message>
        <source>Design Review (Markdown)…</source>
        <translation>设计评审（Markdown）…</translation>
    </message>
    <message>
        <source>Design Review (PDF)…</source>
        <translation>设计评审（PDF）…</translation>
    </message>
    <message>
        <source>Statistics Report (JSON)…</source>
        <translation>统计报告 (JSON)…</translation>
    </message>
</context>
<context>
    <name>plenum::app::FloorPlanItem</name>
    <message>
        <source>1 rack</source>
        <translation>1 个机柜</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 个机柜</translation>
    </message>
</context>
<context>
    <name>plenum::app::LanguageManager</name>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>plenum::app::ProjectJobs</name>
    <message>
        <source>Checking the design</source>
        <translation>正在检查设计</translation>
    </message>
    <message>
        <source>Routing cables</source>
        <translation>正在布线</translation>
    </message>
    <message>
        <source>Generating %1</source>
        <translation>正在生成 %1</translation>
    </message>
    <message>
        <source>Writing the design review</source>
        <translation>正在生成设计评审</translation>
    </message>
    <message>
        <source>Pick a template.</source>
        <translation>请选择模板。</translation>
    </message>
    <message>
        <source>The %1 template has a fixed size: leave the node counts and the hall size at 0, or go back and pick a fabric template to choose them.</source>
        <translation>模板 %1 的规模固定：请将节点数和机房尺寸保留为 0，或返回选择一个网络模板来设定它们。</translation>
    </message>
    <message>
        <source>Day one (%1 nodes) cannot be more than the target (%2 nodes).</source>
        <translation>首期（%1 个节点）不能多于目标（%2 个节点）。</translation>
    </message>
    <message>
        <source>Routed %1 cables.</source>
        <translation>已布放 %1 根线缆。</translation>
    </message>
    <message>
        <source>%1 links could not be routed (see the checks).</source>
        <translation>%1 条链路无法布放（见检查）。</translation>
    </message>
    <message>
        <source>%1 tray segments are over their fill limit.</source>
        <translation>%1 个桥架段超出填充上限。</translation>
    </message>
    <message>
        <source>Checks passed: no errors, no warnings.</source>
        <translation>检查通过：无错误，无警告。</translation>
    </message>
    <message>
        <source>Checks found %1 errors and %2 warnings.</source>
        <translation>检查发现 %1 个错误和 %2 个警告。</translation>
    </message>
    <message>
        <source>%1 m more cable in all</source>
        <translation>线缆总长增加 %1 m</translation>
    </message>
    <message>
        <source>%1 m less cable in all</source>
        <translation>线缆总长减少 %1 m</translation>
    </message>
    <message>
        <source>%1 now need a longer cable, %2 a shorter one</source>
        <translation>%1 根需要更长的线缆，%2 根需要更短的</translation>
    </message>
    <message>
        <source>Rerouting the cables of %1</source>
        <translation>正在重新布放 %1 的线缆</translation>
    </message>
    <message>
        <source>%1: %2 cables rerouted</source>
        <translation>%1：%2 条线缆已重新布线</translation>
    </message>
</context>
<context>
    <name>plenum::app::SelectionPropertiesModel</name>
    <message>
        <source>Type</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>%1 × %2 mm, %3 U</source>
        <translation>%1 × %2 毫米，%3 U</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>x %1 m, y %2 m</source>
        <translation>x %1 米，y %2 米</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>机柜列</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Hall</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>%1 kW typical, %2 kW max of %3 kW</source>
        <translation>典型 %1 kW，最大 %2 kW，额定 %3 kW</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <source>%1 kg of %2 kg</source>
        <translation>%1 kg / 承重 %2 kg</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空间</translation>
    </message>
    <message>
        <source>%1 U of %2 U used</source>
        <translation>已用 %1 U / 共 %2 U</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>not racked</source>
        <translation>未上架</translation>
    </message>
    <message>
        <source>U%1–U%2 (%3 U)</source>
        <translation>U%1–U%2（%3 U）</translation>
    </message>
    <message>
        <source>U%1 (1 U)</source>
        <translation>U%1（1 U）</translation>
    </message>
    <message>
        <source>Mounting</source>
        <translation>安装方向</translation>
    </message>
    <message>
        <source>reversed (front to the rack rear)</source>
        <translation>反装（正面朝向机柜背面）</translation>
    </message>
    <message>
        <source>front</source>
        <translation>正装</translation>
    </message>
    <message>
        <source>%1 kW typical, %2 kW max</source>
        <translation>典型 %1 kW，最大 %2 kW</translation>
    </message>
    <message>
        <source>PSUs</source>
        <translation>电源模块</translation>
    </message>
    <message>
        <source>%1 × %2 W (N+%3)</source>
        <translation>%1 × %2 W（N+%3）</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>气流方向</translation>
    </message>
    <message>
        <source>, liquid cooled</source>
        <translation>，液冷</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>%1 (%2 management)</source>
        <translation>%1（%2 个管理端口）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络架构</translation>
    </message>
    <message>
        <source>0U, in the rack&apos;s rear side channel</source>
        <translation>0U，位于机柜后部侧通道</translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>rail %1</translation>
    </message>
    <message>
        <source>plane %1</source>
        <translation>平面 %1</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>已锁定</translation>
    </message>
    <message>
        <source>yes: not moved, turned or deleted until unlocked</source>
        <translation>是：解锁前不会被移动、旋转或删除</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>plenum::app::UnderlayItem</name>
    <message>
        <source>Underlay %1: %2</source>
        <translation>底图 %1：%2</translation>
    </message>
</context>
<context>
    <name>plenum::app::WindowGrabber</name>
    <message>
        <source>the window did not render within %1 s</source>
        <translation>窗口在 %1 秒内未完成渲染</translation>
    </message>
    <message>
        <source>could not grab the window</source>
        <translation>无法截取窗口</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>power.failover</name>
    <message>
        <source>PDU over its continuous rating after losing a feed</source>
        <translation>失去一路供电后 PDU 超出持续额定值</translation>
    </message>
</context>
<context>
    <name>power.feed-loss</name>
    <message>
        <source>Losing a feed leaves devices below N PSUs</source>
        <translation>失去一路供电后设备电源少于 N 个</translation>
    </message>
</context>
<context>
    <name>power.feed-split</name>
    <message>
        <source>PSUs not split across feeds A and B</source>
        <translation>电源未分配到 A、B 两路供电</translation>
    </message>
</context>
<context>
    <name>power.rack-budget</name>
    <message>
        <source>Rack over its power budget</source>
        <translation>机柜超出功率预算</translation>
    </message>
</context>
<context>
    <name>power.redundancy</name>
    <message>
        <source>PSU redundancy (N+M) not met</source>
        <translation>电源冗余（N+M）未满足</translation>
    </message>
</context>
<context>
    <name>rack.cable-manager</name>
    <message>
        <source>Rack cable managers over their fill</source>
        <translation>机柜理线器超出填充上限</translation>
    </message>
</context>
<context>
    <name>resilience.shared-segment</name>
    <message>
        <source>Redundant links share a pathway segment</source>
        <translation>冗余链路共用同一线槽段</translation>
    </message>
</context>
<context>
    <name>resilience.single-homed</name>
    <message>
        <source>Single-homed where redundancy is asked</source>
        <translation>要求冗余处仅单归属连接</translation>
    </message>
</context>
<context>
    <name>space.aisle-width</name>
    <message>
        <source>Aisle narrower than its minimum</source>
        <translation>通道窄于最小宽度</translation>
    </message>
</context>
<context>
    <name>space.clearance</name>
    <message>
        <source>Rack in an obstacle&apos;s clearance</source>
        <translation>机柜位于障碍物的净空区内</translation>
    </message>
</context>
<context>
    <name>space.depth</name>
    <message>
        <source>Device deeper than the rack</source>
        <translation>设备深度超过机柜</translation>
    </message>
</context>
<context>
    <name>space.floor-load</name>
    <message>
        <source>Floor load over its rating</source>
        <translation>地板荷载超出额定值</translation>
    </message>
</context>
<context>
    <name>space.obstacle</name>
    <message>
        <source>Rack in an obstacle</source>
        <translation>机柜与障碍物重叠</translation>
    </message>
</context>
<context>
    <name>space.outside-hall</name>
    <message>
        <source>Rack outside the hall</source>
        <translation>机柜位于机房之外</translation>
    </message>
</context>
<context>
    <name>space.rack-overlap</name>
    <message>
        <source>Racks overlap</source>
        <translation>机柜相互重叠</translation>
    </message>
</context>
<context>
    <name>space.rack-weight</name>
    <message>
        <source>Rack over its weight rating</source>
        <translation>机柜超出承重额定值</translation>
    </message>
</context>
<context>
    <name>space.reservation</name>
    <message>
        <source>Object in space reserved for another phase</source>
        <translation>对象位于为其他阶段预留的空间中</translation>
    </message>
</context>
<context>
    <name>space.u-overlap</name>
    <message>
        <source>Devices overlap in the rack</source>
        <translation>机柜内设备重叠</translation>
    </message>
</context>
</TS>
